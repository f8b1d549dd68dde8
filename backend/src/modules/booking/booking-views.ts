import { Injectable } from '@nestjs/common';
import { hourLabel } from '../../shared/time/hhmm';
import { toIsoDate } from '../../shared/time/local-date';
import { ShopClock } from '../../shared/time/shop-clock';
import { BarbersService } from '../barbers';
import { ServiceCatalog } from '../services';
import { Booking } from './domain/booking.entity';
import type { NewBooking, OnlineBooking, ReplayedBooking } from './booking.service';
import { AppointmentView, CreatedBookingView } from './dto/appointment.view';
import { centsToReais } from '../../shared/money/money';

/**
 * Turns appointments into API views, with their services and barbers' usernames loaded in bulk
 * (never per appointment). Trashed ones carry `deletedAt`, the ones the client cancelled `cancelledAt`.
 * A view never carries the push subscription or the manage token (only its creator's answer has the token).
 */
@Injectable()
export class BookingViews {
  constructor(
    private readonly services: ServiceCatalog,
    private readonly barbers: BarbersService,
    private readonly clock: ShopClock,
  ) {}

  async many(appointments: Booking[]): Promise<AppointmentView[]> {
    const [jobs, usernames] = await Promise.all([
      this.services.viewsByIds(appointments.map((appointment) => appointment.jobId)),
      this.barbers.usernamesByIds(appointments.map((appointment) => appointment.barberId)),
    ]);
    return appointments.map((appointment) => {
      const job = jobs.get(appointment.jobId);
      const service = { id: appointment.jobId, name: job?.name ?? '', value: job?.value ?? 0, doubleTime: job?.doubleTime ?? false };
      return this.viewOf(appointment, service, usernames.get(appointment.barberId) ?? '');
    });
  }

  async one(appointment: Booking): Promise<AppointmentView> {
    const [view] = await this.many([appointment]);
    return view;
  }

  /** A booking just made: its service and barber are already at hand, so nothing is read again. */
  ofNewBooking({ appointment, service, barber }: NewBooking): AppointmentView {
    const { jobId, priceCents } = appointment;
    return this.viewOf(
      appointment,
      { id: jobId, name: service.name, value: centsToReais(priceCents), doubleTime: service.doubleTime },
      barber.username,
    );
  }

  /** The client's own online booking: the one answer that carries the manage token. */
  ofOnlineBooking({ manageToken, ...booking }: OnlineBooking): CreatedBookingView {
    return { ...this.ofNewBooking(booking), manageToken };
  }

  /** The answer to a retry of an online booking (the same `Idempotency-Key` and request): the booking made, as it is now, with its token. */
  async ofOnlineAnswer(booking: OnlineBooking | ReplayedBooking): Promise<CreatedBookingView> {
    if ('service' in booking) return this.ofOnlineBooking(booking);
    return { ...(await this.one(booking.appointment)), manageToken: booking.manageToken };
  }

  private viewOf(appointment: Booking, service: Omit<AppointmentView['job'], 'takesTwoSlots'>, barberUsername: string): AppointmentView {
    return {
      id: appointment.id,
      createdAt: this.clock.localTimestamp(appointment.createdAt),
      clientName: appointment.clientName,
      clientContact: appointment.clientContact,
      hour: appointment.hour,
      label: hourLabel(appointment.hour),
      day: appointment.day,
      month: appointment.month,
      year: appointment.year,
      date: toIsoDate(appointment.date),
      previousPayment: appointment.previousPayment,
      price: centsToReais(appointment.priceCents),
      job: { ...service, takesTwoSlots: appointment.slotCount === 2 },
      user: { id: appointment.barberId, username: barberUsername },
      attendance: appointment.attendance,
      ...(appointment.deletedAt ? { deletedAt: this.clock.localTimestamp(appointment.deletedAt) } : {}),
      ...(appointment.cancelledAt ? { cancelledAt: this.clock.localTimestamp(appointment.cancelledAt) } : {}),
      ...(appointment.personalDataErasedAt ? { personalDataErased: true as const } : {}),
    };
  }
}
