import { Injectable } from '@nestjs/common';
import { hourLabel } from '../../shared/time/hhmm';
import { toIsoDate } from '../../shared/time/local-date';
import { ShopClock } from '../../shared/time/shop-clock';
import { BarbersService } from '../barbers';
import { ServiceCatalog } from '../services';
import { Booking } from './domain/booking/booking.entity';
import type { NewBooking, OnlineBooking, ReplayedBooking } from './taken-booking';
import { BookingDeposit } from './domain/booking/booking-deposit';
import { AppointmentDepositView, AppointmentView, CreatedBookingView } from './dto/appointment.view';
import { centsToReais } from '../../shared/money/money';

/**
 * Turns bookings into API views, with their services and barbers' usernames loaded in bulk
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
    const [serviceViews, usernames] = await Promise.all([
      this.services.viewsByIds(bookings.map((booking) => booking.serviceId)),
      this.barbers.usernamesByIds(bookings.map((booking) => booking.barberId)),
    ]);
    return bookings.map((booking) => {
      const current = serviceViews.get(booking.serviceId);
      const service = { id: booking.serviceId, name: current?.name ?? '', value: current?.value ?? 0, doubleTime: current?.doubleTime ?? false };
      return this.viewOf(booking, service, usernames.get(booking.barberId) ?? '');
    });
  }

  async one(booking: Booking): Promise<AppointmentView> {
    const [view] = await this.many([booking]);
    return view;
  }

  /** A booking just made: its service and barber are already at hand, so nothing is read again. */
  ofNewBooking({ booking, service, barber }: NewBooking): AppointmentView {
    const { serviceId, priceCents } = booking;
    return this.viewOf(
      booking,
      { id: serviceId, name: service.name, value: centsToReais(priceCents), doubleTime: service.doubleTime },
      barber.username,
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

  private viewOf(booking: Booking, service: Omit<AppointmentView['job'], 'takesTwoSlots'>, barberUsername: string): AppointmentView {
    return {
      id: booking.id,
      createdAt: this.clock.localTimestamp(booking.createdAt),
      clientName: booking.clientName,
      clientContact: booking.clientContact,
      hour: booking.hour,
      label: hourLabel(booking.hour),
      day: booking.day,
      month: booking.month,
      year: booking.year,
      date: toIsoDate(booking.date),
      previousPayment: booking.previousPayment,
      price: centsToReais(booking.priceCents),
      job: { ...service, takesTwoSlots: booking.slotCount === 2 },
      user: { id: booking.barberId, username: barberUsername },
      attendance: booking.attendance,
      ...(booking.deletedAt ? { deletedAt: this.clock.localTimestamp(booking.deletedAt) } : {}),
      ...(booking.cancelledAt ? { cancelledAt: this.clock.localTimestamp(booking.cancelledAt) } : {}),
      ...(booking.personalDataErasedAt ? { personalDataErased: true as const } : {}),
      ...(booking.deposit ? { deposit: depositView(booking.deposit) } : {}),
    };
  }
}

export function depositView(deposit: BookingDeposit): AppointmentDepositView {
  return {
    amount: centsToReais(deposit.cents),
    toPay: centsToReais(deposit.toPayCents),
    credit: centsToReais(deposit.creditCents),
    paid: centsToReais(deposit.paidCents),
    refundDue: centsToReais(deposit.refundDueCents),
    refunded: centsToReais(deposit.refundedCents),
    credited: centsToReais(deposit.creditedCents),
    status: deposit.status,
    holdUntil: deposit.holdUntil.toISOString(),
    reportedPaidAt: deposit.reportedPaidAt?.toISOString() ?? null,
    confirmedAt: deposit.confirmedAt?.toISOString() ?? null,
  };
}
