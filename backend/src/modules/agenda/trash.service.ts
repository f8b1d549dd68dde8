import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { ShopClock } from '../../shared/time/shop-clock';
import { BookingRepository, AppointmentView, BookingViews, BookingEvents, BookingService } from '../booking';
import { AgendaBookings } from './agenda-bookings';

/** The Lixeira: a booking deleted goes there (its slot free again), and comes back from it if its time is still free. */
@Injectable()
export class TrashService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly bookingService: BookingService,
    private readonly views: BookingViews,
    private readonly own: AgendaBookings,
    private readonly clock: ShopClock,
    private readonly events: BookingEvents,
  ) {}

  /** To the trash: the slot is free again. Deleting one already in the trash answers it as it is. */
  async trash(current: AuthenticatedBarber, id: string): Promise<AppointmentView> {
    const booking = await this.own.findOwn(current, id);
    if (!booking.isTrashed) {
      booking.trash();
      await this.bookings.getEntityManager().flush();
      await this.events.publish({ type: 'trashed', booking, by: 'barber' });
    }
    const [view] = await this.own.agendaViews(booking.barberId, [booking]);
    return view;
  }

  /**
   * Every future live booking of one contact (any spelling of it) with the caller goes to the trash,
   * as each would with a single delete; each can be restored on its own. Other barbers' are untouched.
   */
  async trashFutureOfContact(current: AuthenticatedBarber, clientContact: string): Promise<AppointmentView[]> {
    const bookings = await this.bookings.findFutureLiveOfContact(current.id, clientContact, this.clock.localNow());
    const at = new Date();
    for (const booking of bookings) booking.trash(at);
    await this.bookings.getEntityManager().flush();
    for (const booking of bookings) await this.events.publish({ type: 'trashed', booking, by: 'barber' });
    return this.views.many(bookings);
  }

  async listTrash(current: AuthenticatedBarber): Promise<AppointmentView[]> {
    return this.own.agendaViews(current.id, await this.bookings.findTrashOf(current.id));
  }

  /**
   * Out of the trash; 409 HOUR_CONFLICT when its time was taken meanwhile. A live one is answered as it is.
   * A deposit still pending is looked at again on the way out (payments' DepositHolds): read it as it is now.
   */
  async restore(current: AuthenticatedBarber, id: string): Promise<AppointmentView> {
    const booking = await this.own.findOwn(current, id);
    await this.bookingService.restore(booking);
    if (booking.deposit?.isPending) await this.bookings.getEntityManager().refresh(booking);
    return this.own.withNoShowsOne(booking.barberId, await this.views.one(booking));
  }
}
