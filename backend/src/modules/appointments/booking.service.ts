import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { translatingConstraintViolations } from '../../shared/persistence/constraint-violation';
import { PushSubscriptionPolicy } from '../../shared/push/push-subscription-policy';
import { hourLabel } from '../../shared/time/hhmm';
import { dateOf, ensureRealDate, LocalDate, toIsoDate } from '../../shared/time/local-date';
import { ShopClock } from '../../shared/time/shop-clock';
import { BookableService, JobsService } from '../jobs/jobs.service';
import { AppointmentRepository } from './appointment.repository';
import { BarberDayLock } from './barber-day-lock';
import { BookingEvents, ChangedBy } from './booking-events.service';
import { ContactBookingCap } from './contact-booking-cap';
import { Appointment, BookedService, ClientDetails } from './domain/appointment.entity';
import { Booker, BookingPolicy } from './domain/booking-policy';
import { BarberDay } from './domain/barber-day';
import { HourConflict, ServiceOfAnotherBarber } from './domain/booking.errors';
import { BookingClock } from './domain/day-schedule';
import { issueManageToken } from './domain/manage-token';
import { daySchedulesOf } from './domain/month-schedule';
import { AvailabilityView, MonthAvailabilityView } from './dto/appointment.view';
import { BarberNotFound } from '../../shared/errors/barber-not-found';

export interface BookingTarget extends LocalDate {
  userId: string;
  jobId: string;
}

/** A barber's service and a month (0-11): the client's calendar of free days. */
export interface MonthTarget {
  userId: string;
  jobId: string;
  year: number;
  month: number;
}

/** Where an appointment should be: a day, a start time (HHMM) and a service of its barber. */
export interface SlotChoice extends LocalDate {
  hour: number;
  jobId: string;
}

/** A booking just taken, with the service and barber its day was checked with: its answer needs nothing read again. */
export interface NewBooking {
  appointment: Appointment;
  service: BookableService;
  barber: { id: string; username: string };
}

/** A client's online booking, with the manage token that only this answer ever carries (only its hash is stored). */
export interface OnlineBooking extends NewBooking {
  manageToken: string;
}

/**
 * Every use case that takes or frees a slot goes through here: which times are free, booking
 * (online or by the barber), moving, and restoring from the trash. The booking policy decides
 * on a one-query day snapshot; the exclusion constraint is the last line, mapped to the same 409s.
 */
@Injectable()
export class BookingService {
  constructor(
    private readonly em: EntityManager,
    private readonly appointments: AppointmentRepository,
    private readonly jobs: JobsService,
    private readonly dayLock: BarberDayLock,
    private readonly contactCap: ContactBookingCap,
    private readonly clock: ShopClock,
    private readonly events: BookingEvents,
    private readonly pushPolicy: PushSubscriptionPolicy,
  ) {}

  /**
   * Bookable starts of a day; `excludedId` leaves out an appointment being moved, so its own slots
   * count as free. For the barber, today's running slot is still bookable.
   */
  async availability(target: BookingTarget, excludedId: string | null = null, booker: Booker = 'client'): Promise<AvailabilityView> {
    const { service, day } = await this.loadDay(target, excludedId, booker);
    const slots = day.bookableStarts(service.takesTwoSlots).map((hour) => ({ hour, label: hourLabel(hour) }));
    return { date: toIsoDate(target), slots };
  }

  /**
   * How many bookable starts each day of a month has, for the days inside the booking window: the
   * same policy as `availability`, run on each day of a one-query month snapshot.
   */
  async monthAvailability(target: MonthTarget): Promise<MonthAvailabilityView> {
    const { userId, jobId, year, month } = target;
    const service = await this.jobs.findBookable(jobId);
    const schedule = await this.appointments.loadMonthSchedule(userId, year, month);
    if (!schedule.barberActive) throw new BarberNotFound();
    ensureOffers(userId, service);
    const clock = this.bookingClock();
    const days = daySchedulesOf(schedule, clock.today, clock.lastBookableDate).map((day) => ({
      date: toIsoDate(day.date),
      day: day.date.day,
      freeStarts: new BookingPolicy(day, clock).bookableStarts(service.takesTwoSlots).length,
    }));
    return { year, month, days };
  }

  /**
   * A client books online and gets the booking's manage token, once: only its hash is stored.
   * Within the contact's cap of future bookings; a client can never mark their own booking as paid in advance.
   */
  async bookOnline(target: BookingTarget, hour: number, client: ClientDetails): Promise<OnlineBooking> {
    const manageToken = issueManageToken();
    const booking = await this.takeSlot(target, hour, { ...client, previousPayment: false }, manageToken.hash, 'client');
    await this.events.publish({ type: 'booked', appointment: booking.appointment, by: 'client' });
    return { ...booking, manageToken: manageToken.token };
  }

  /**
   * The barber books a walk-in or phone client, also in the slot running now; it may carry
   * `previousPayment`, needs no contact and is not capped per contact.
   */
  async book(target: BookingTarget, hour: number, client: ClientDetails): Promise<NewBooking> {
    const booking = await this.takeSlot(target, hour, client, null, 'barber');
    await this.events.publish({ type: 'booked', appointment: booking.appointment, by: 'barber' });
    return booking;
  }

  /**
   * A push subscription must be on an allowed push service (400 otherwise), checked before anything
   * is locked; its endpoint is stored as the check re-wrote it. A client's online booking counts
   * against their contact's cap. The answer keeps the service and the barber the day was loaded
   * with, so the booking's view reads nothing again.
   */
  private takeSlot(target: BookingTarget, hour: number, client: ClientDetails, manageTokenHash: string | null, booker: Booker): Promise<NewBooking> {
    const push = this.pushPolicy.parse(client);
    const checked = { ...client, pushEndpoint: push?.endpoint ?? null, pushP256dh: push?.p256dh ?? null, pushAuth: push?.auth ?? null };
    return this.dayLock.run(target.userId, [target], async () => {
      const { service, day } = await this.loadDay(target, null, booker);
      const appointment = day.book(service, hour, checked, manageTokenHash);
      if (booker === 'client') await this.contactCap.ensureRoomFor(client.clientContact);
      await this.saveHoldingSlot(appointment);
      return { appointment, service, barber: day.barber };
    });
  }

  /**
   * Saves a change of an appointment: the barber's edit (with the client's details) or the
   * client's move from the manage page (without). Moving it (another day, time or service) is
   * checked like a new booking against the day without the appointment itself; an unchanged time
   * is never re-checked, so a past appointment's name, contact or advance payment can still be corrected.
   */
  async reschedule(appointment: Appointment, to: SlotChoice, by: ChangedBy, client: ClientDetails | null = null): Promise<void> {
    const date = dateOf(to);
    const from = { date: appointment.date, hour: appointment.hour };
    const moves = appointment.wouldMove(date, to.hour, to.jobId);
    await this.dayLock.run(appointment.barberId, [appointment.date, date], async () => {
      if (moves) {
        ensureRealDate(date);
        const service = to.jobId === appointment.jobId ? appointment.bookedService : await this.serviceOf(appointment.barberId, to.jobId);
        const day = await this.dayOf(appointment.barberId, date, appointment.id, by);
        day.moveHere(appointment, service, to.hour);
      }
      if (client) appointment.updateClient(client);
      await this.saveHoldingSlot(appointment);
    });
    if (moves) await this.events.publish({ type: 'moved', appointment, by, from });
  }

  /** Back from the trash, past ones too (history). The constraint refuses it when the time was taken meanwhile. */
  async restore(appointment: Appointment): Promise<void> {
    if (appointment.isTrashed) {
      await this.dayLock.run(appointment.barberId, [appointment.date], async () => {
        appointment.restore();
        await translatingConstraintViolations(() => this.em.flush(), { overlap: () => new HourConflict() });
      });
      await this.events.publish({ type: 'restored', appointment, by: 'barber' });
    }
  }

  /**
   * Flushes an appointment that holds slots; an overlap the database refuses becomes the policy's 409.
   * The flush runs in a savepoint, so the day can still be read afterwards to name the conflict.
   */
  private async saveHoldingSlot(appointment: Appointment): Promise<void> {
    await translatingConstraintViolations(() => this.em.transactional((em) => em.persistAndFlush(appointment)), {
      overlap: () => this.conflictAfterRace(appointment),
    });
  }

  /** Someone took the time between our check and our write: say which slot it was. */
  private async conflictAfterRace(appointment: Appointment): Promise<Error> {
    const day = await this.dayOf(appointment.barberId, appointment.date, appointment.id, 'barber');
    return day.problemWith(appointment.hour, appointment.bookedService.takesTwoSlots) ?? new HourConflict();
  }

  private async loadDay(target: BookingTarget, excludedId: string | null, booker: Booker): Promise<{ service: BookableService; day: BarberDay }> {
    const date = ensureRealDate(target);
    const service = await this.jobs.findBookable(target.jobId);
    const day = await this.dayOf(target.userId, date, excludedId, booker);
    ensureOffers(target.userId, service);
    return { service, day };
  }

  /** An active service of this barber; a service of another barber is refused, never moved. */
  private async serviceOf(barberId: string, jobId: string): Promise<BookedService> {
    const service = await this.jobs.findBookable(jobId);
    ensureOffers(barberId, service);
    return service;
  }

  /** The barber's day (one query); `excludedId` leaves out the appointment being moved, so its own slots count as free. */
  private async dayOf(barberId: string, date: LocalDate, excludedId: string | null, booker: Booker): Promise<BarberDay> {
    const schedule = await this.appointments.loadDaySchedule(barberId, date, excludedId);
    if (!schedule.barberActive || schedule.barberUsername === null) throw new BarberNotFound();
    return new BarberDay({ id: barberId, username: schedule.barberUsername }, schedule, this.bookingClock(), booker);
  }

  /** "Now" and the client's booking window, in the shop's clock. */
  bookingClock(): BookingClock {
    const { date, minutes, lastBookableDate } = this.clock.now();
    return { today: date, minutesNow: minutes, lastBookableDate };
  }
}

function ensureOffers(barberId: string, service: BookableService): void {
  if (service.barberId !== barberId) throw new ServiceOfAnotherBarber();
}
