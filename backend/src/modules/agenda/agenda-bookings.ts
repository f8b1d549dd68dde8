import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureMayActInAgendaOf } from '../../shared/auth/authenticated-barber';
import { ShopClock } from '../../shared/time/shop-clock';
import { Booking, BookingNotFound, BookingRepository, AppointmentView, BookingViews } from '../booking';
import { AgendaAppointmentView } from './dto/agenda-timeline.view';
import { BookingCancelled } from './domain/agenda.errors';

/** The caller's bookings as the agenda finds and shows them: 404 or 403 for anyone else's, and each with its client's no-shows. */
@Injectable()
export class AgendaBookings {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly views: BookingViews,
    private readonly clock: ShopClock,
  ) {}

  /** One that still holds its slots: a cancelled one can no longer be edited (409). */
  async findOwnLive(current: AuthenticatedBarber, id: string): Promise<Booking> {
    const booking = await this.findOwnInAgenda(current, id);
    if (booking.isCancelled) throw new BookingCancelled();
    return booking;
  }

  async findOwnInAgenda(current: AuthenticatedBarber, id: string): Promise<Booking> {
    const booking = await this.findOwn(current, id);
    if (booking.isTrashed) throw new BookingNotFound();
    return booking;
  }

  /** Unknown: 404. Another barber's: 403, unless the owner asks. Trashed ones included. */
  async findOwn(current: AuthenticatedBarber, id: string): Promise<Booking> {
    const booking = await this.bookings.findOne({ id });
    if (!booking) throw new BookingNotFound();
    ensureMayActInAgendaOf(current, booking.barberId);
    return booking;
  }

  /** The views of the agenda's day and month cards: also the future bookings each contact holds with the barber. */
  async listingViews(barberId: string, bookings: Booking[]): Promise<AgendaAppointmentView[]> {
    const [views, held] = await Promise.all([
      this.agendaViews(barberId, bookings),
      this.bookings.countFutureLiveOfSameContact(
        bookings.map((booking) => booking.id),
        this.clock.localNow(),
      ),
    ]);
    return views.map((view) => ({ ...view, contactFutureBookings: held.get(view.id) ?? 0 }));
  }

  /** The views the barber's agenda shows: each with its client's no-shows with this barber (one query for all). */
  async agendaViews(barberId: string, bookings: Booking[]): Promise<AppointmentView[]> {
    return this.withNoShows(barberId, await this.views.many(bookings));
  }

  async withNoShows(barberId: string, views: AppointmentView[]): Promise<AppointmentView[]> {
    const noShows = await this.bookings.noShowsByContact(
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
