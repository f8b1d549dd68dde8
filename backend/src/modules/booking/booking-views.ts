import { Injectable } from '@nestjs/common';
import { ShopClock } from '../../shared/time/shop-clock';
import { BarbersService } from '../barbers';
import { ServiceCatalog } from '../services';
import { Booking } from './domain/booking/booking.entity';
import type { NewBooking, OnlineBooking, ReplayedBooking } from './taken-booking';
import { AppointmentView, CreatedBookingView, toAppointmentView } from './dto/appointment.view';
import { centsToReais } from '../../shared/money/money';

/**
 * Turns bookings into API views, with their services and barbers' names loaded in bulk
 * (never per booking). Trashed ones carry `deletedAt`, the ones the client cancelled `cancelledAt`.
 * A view never carries the push subscription or the manage token (only its creator's answer has the token).
 */
@Injectable()
export class BookingViews {
  constructor(
    private readonly services: ServiceCatalog,
    private readonly barbers: BarbersService,
    private readonly clock: ShopClock,
  ) {}

  async many(bookings: Booking[]): Promise<AppointmentView[]> {
    const [serviceViews, barberNames] = await Promise.all([
      this.services.viewsByIds(bookings.map((booking) => booking.serviceId)),
      this.barbers.namesByIds(bookings.map((booking) => booking.barberId)),
    ]);
    return bookings.map((booking) => {
      const current = serviceViews.get(booking.serviceId);
      const service = { id: booking.serviceId, name: current?.name ?? '', value: current?.value ?? 0, doubleTime: current?.doubleTime ?? false };
      const names = barberNames.get(booking.barberId) ?? { username: '', displayName: '' };
      return toAppointmentView(booking, service, names, this.clock);
    });
  }

  async one(booking: Booking): Promise<AppointmentView> {
    const [view] = await this.many([booking]);
    return view;
  }

  /** A booking just made: its service and barber are already at hand, so nothing is read again. */
  ofNewBooking({ booking, service, barber }: NewBooking): AppointmentView {
    const { serviceId, priceCents } = booking;
    return toAppointmentView(
      booking,
      { id: serviceId, name: service.name, value: centsToReais(priceCents), doubleTime: service.doubleTime },
      barber,
      this.clock,
    );
  }

  /** The client's own online booking: the one answer that carries the manage token. */
  ofOnlineBooking({ manageToken, ...taken }: OnlineBooking): CreatedBookingView {
    return { ...this.ofNewBooking(taken), manageToken };
  }

  /** The answer to a retry of an online booking (the same `Idempotency-Key` and request): the booking made, as it is now, with its token. */
  async ofOnlineAnswer(answer: OnlineBooking | ReplayedBooking): Promise<CreatedBookingView> {
    if ('service' in answer) return this.ofOnlineBooking(answer);
    return { ...(await this.one(answer.booking)), manageToken: answer.manageToken };
  }
}
