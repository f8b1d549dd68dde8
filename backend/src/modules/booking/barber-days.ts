import { Injectable } from '@nestjs/common';
import { BarberNotFound } from '../../shared/errors/barber-not-found';
import { addDays, ensureRealDate, LocalDate } from '../../shared/time/local-date';
import { ShopClock } from '../../shared/time/shop-clock';
import { BookableService, ServiceCatalog, requireBookable } from '../services';
import { BookingRepository } from './booking.repository';
import { BookingTarget } from './booking-target';
import { BookingViews } from './booking-views';
import { DayScheduleSnapshot } from './day-schedule.query';
import { Booking } from './domain/booking/booking.entity';
import { BookedService } from './domain/booking/booking-details';
import { BarberDay } from './domain/day/barber-day';
import { Booker } from './domain/day/booking-policy';
import { ServiceOfAnotherBarber } from './domain/booking/booking.errors';
import { BookingClock, DaySchedule, overlapsBooked } from './domain/day/day-schedule';
import { dayTimeline, DayTimeline, HeldRange } from './domain/day/day-timeline';
import { bookingsInTheWay, DeactivateConflict } from './domain/day/deactivation';
import { hoursOnDate, isOutsideHours } from './domain/day/outside-hours';

/** A barber's day as the booking policy judges it, read in one query, with the service being booked and the shop's clock. */
@Injectable()
export class BarberDays {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly services: ServiceCatalog,
    private readonly shopClock: ShopClock,
    private readonly views: BookingViews,
  ) {}

  /** The service and the barber's day in one round trip; the same 404s, in the same order, as reading them apart. */
  async withService(target: BookingTarget, excludedId: string | null, booker: Booker): Promise<{ service: BookableService; day: BarberDay }> {
    const date = ensureRealDate(target);
    const loaded = await this.bookings.loadDayScheduleWithService(target.barberId, date, excludedId, target.serviceId);
    const service = requireBookable(loaded.service);
    const day = this.barberDayOf(target.barberId, loaded.schedule, booker);
    ensureOffers(target.barberId, service);
    return { service, day };
  }

  /** An active service of this barber; a service of another barber is refused, never moved. */
  async serviceOf(barberId: string, serviceId: string): Promise<BookedService> {
    const service = await this.services.findBookable(serviceId);
    ensureOffers(barberId, service);
    return service;
  }

  /** The barber's day (one query); `excludedId` leaves out the booking being moved, so its own slots count as free. */
  async dayOf(barberId: string, date: LocalDate, excludedId: string | null, booker: Booker): Promise<BarberDay> {
    return this.barberDayOf(barberId, await this.bookings.loadDaySchedule(barberId, date, excludedId), booker);
  }

  /**
   * Whether a booking in the trash would overlap, if restored, another live booking or a pending waitlist offer
   * (the day snapshot counts both). Its day's hours and the clock are not asked: a past one is history.
   */
  async restoreOverlaps(booking: Booking): Promise<boolean> {
    const schedule = await this.bookings.loadDaySchedule(booking.barberId, booking.date, booking.id);
    return overlapsBooked(schedule.booked, booking.hour, booking.slotCount);
  }

  /** The agenda's day slot by slot (booked, blocked, free for a walk-in, past), with the bookings outside the current hours. */
  timeline(schedule: DaySchedule, held: readonly HeldRange[], clock: BookingClock): DayTimeline {
    return dayTimeline(schedule, held, clock);
  }

  /** Of these bookings of the barber, the ones that no longer fit their current hours (the hours changed after they were booked). */
  async outsideHours(barberId: string, bookings: Booking[]): Promise<Booking[]> {
    const week = await this.bookings.loadWorkingWeek(barberId);
    return bookings.filter((booking) => isOutsideHours(hoursOnDate(week, booking.date), booking));
  }

  /** Blocking these times of a day (0: the whole day) needs no live booking on them: else DEACTIVATE_CONFLICT, naming the bookings. */
  async ensureFreeToBlock(barberId: string, day: LocalDate, hours: readonly number[]): Promise<void> {
    const live = (await this.bookings.findInAgendaBetween(barberId, day, addDays(day, 1))).filter((booking) => !booking.isCancelled);
    const inTheWay = bookingsInTheWay(live, hours);
    if (inTheWay.length === 0) return;
    const views = await this.views.many(inTheWay);
    throw new DeactivateConflict(
      views.map(({ id, hour, label, clientName, job }) => ({ appointmentId: id, hour, label, clientName, service: job.name })),
    );
  }

  private barberDayOf(barberId: string, schedule: DayScheduleSnapshot, booker: Booker): BarberDay {
    const { barberActive, barberUsername: username, barberDisplayName: displayName } = schedule;
    if (!barberActive || username === null || displayName === null) throw new BarberNotFound();
    return new BarberDay({ id: barberId, username, displayName }, schedule, this.clock(), booker);
  }

  /** "Now" and the client's booking window, in the shop's clock. */
  clock(): BookingClock {
    const { date, minutes, lastBookableDate } = this.shopClock.now();
    return { today: date, minutesNow: minutes, lastBookableDate };
  }
}

export function ensureOffers(barberId: string, service: BookableService): void {
  if (service.barberId !== barberId) throw new ServiceOfAnotherBarber();
}
