import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { ShopClock } from '../../shared/time/shop-clock';
import { BookingRepository, AppointmentView, BookingViews, BookingEvents, BookingService } from '../booking';
import { AgendaAppointments } from './agenda-appointments';

/** The Lixeira: a booking deleted goes there (its slot free again), and comes back from it if its time is still free. */
@Injectable()
export class TrashService {
  constructor(
    private readonly appointments: BookingRepository,
    private readonly booking: BookingService,
    private readonly views: BookingViews,
    private readonly own: AgendaAppointments,
    private readonly clock: ShopClock,
    private readonly events: BookingEvents,
  ) {}

  /** To the trash: the slot is free again. Deleting one already in the trash answers it as it is. */
  async trash(current: AuthenticatedBarber, id: string): Promise<AppointmentView> {
    const appointment = await this.own.findOwn(current, id);
    if (!appointment.isTrashed) {
      appointment.trash();
      await this.appointments.getEntityManager().flush();
      await this.events.publish({ type: 'trashed', booking: appointment, by: 'barber' });
    }
    const [view] = await this.own.agendaViews(appointment.barberId, [appointment]);
    return view;
  }

  /**
   * Every future live booking of one contact (any spelling of it) with the caller goes to the trash,
   * as each would with a single delete; each can be restored on its own. Other barbers' are untouched.
   */
  async trashFutureOfContact(current: AuthenticatedBarber, clientContact: string): Promise<AppointmentView[]> {
    const appointments = await this.appointments.findFutureLiveOfContact(current.id, clientContact, this.clock.localNow());
    const at = new Date();
    for (const appointment of appointments) appointment.trash(at);
    await this.appointments.getEntityManager().flush();
    for (const appointment of appointments) await this.events.publish({ type: 'trashed', booking: appointment, by: 'barber' });
    return this.views.many(appointments);
  }

  async listTrash(current: AuthenticatedBarber): Promise<AppointmentView[]> {
    return this.own.agendaViews(current.id, await this.appointments.findTrashOf(current.id));
  }

  /** Out of the trash; 409 HOUR_CONFLICT when its time was taken meanwhile. A live one is answered as it is. */
  async restore(current: AuthenticatedBarber, id: string): Promise<AppointmentView> {
    const appointment = await this.own.findOwn(current, id);
    await this.booking.restore(appointment);
    return this.own.withNoShowsOne(appointment.barberId, await this.views.one(appointment));
  }
}
