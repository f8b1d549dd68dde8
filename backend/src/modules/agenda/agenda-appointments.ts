import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureMayActInAgendaOf } from '../../shared/auth/authenticated-barber';
import { ShopClock } from '../../shared/time/shop-clock';
import {
  AgendaAppointmentView,
  Booking,
  BookingCancelled,
  BookingNotFound,
  BookingRepository,
  AppointmentView,
  BookingViews,
} from '../booking';

/** The caller's appointments as the agenda finds and shows them: 404 or 403 for anyone else's, and each with its client's no-shows. */
@Injectable()
export class AgendaAppointments {
  constructor(
    private readonly appointments: BookingRepository,
    private readonly views: BookingViews,
    private readonly clock: ShopClock,
  ) {}

  /** One that still holds its slots: a cancelled one can no longer be edited (409). */
  async findOwnLive(current: AuthenticatedBarber, id: string): Promise<Booking> {
    const appointment = await this.findOwnInAgenda(current, id);
    if (appointment.isCancelled) throw new BookingCancelled();
    return appointment;
  }

  async findOwnInAgenda(current: AuthenticatedBarber, id: string): Promise<Booking> {
    const appointment = await this.findOwn(current, id);
    if (appointment.isTrashed) throw new BookingNotFound();
    return appointment;
  }

  /** Unknown: 404. Another barber's: 403, unless the owner asks. Trashed ones included. */
  async findOwn(current: AuthenticatedBarber, id: string): Promise<Booking> {
    const appointment = await this.appointments.findOne({ id });
    if (!appointment) throw new BookingNotFound();
    ensureMayActInAgendaOf(current, appointment.barberId);
    return appointment;
  }

  /** The views of the agenda's day and month cards: also the future bookings each contact holds with the barber. */
  async listingViews(barberId: string, appointments: Booking[]): Promise<AgendaAppointmentView[]> {
    const [views, held] = await Promise.all([
      this.agendaViews(barberId, appointments),
      this.appointments.countFutureLiveOfSameContact(
        appointments.map((appointment) => appointment.id),
        this.clock.localNow(),
      ),
    ]);
    return views.map((view) => ({ ...view, contactFutureBookings: held.get(view.id) ?? 0 }));
  }

  /** The views the barber's agenda shows: each with its client's no-shows with this barber (one query for all). */
  async agendaViews(barberId: string, appointments: Booking[]): Promise<AppointmentView[]> {
    return this.withNoShows(barberId, await this.views.many(appointments));
  }

  async withNoShows(barberId: string, views: AppointmentView[]): Promise<AppointmentView[]> {
    const noShows = await this.appointments.noShowsByContact(
      barberId,
      views.map((view) => view.clientContact),
    );
    return views.map((view) => ({ ...view, clientNoShows: noShows.get(view.clientContact) ?? 0 }));
  }

  async withNoShowsOne(barberId: string, view: AppointmentView): Promise<AppointmentView> {
    const [withCount] = await this.withNoShows(barberId, [view]);
    return withCount;
  }
}
