import { Injectable } from '@nestjs/common';
import { BarberNotFound } from '../../shared/errors/barber-not-found';
import { hourLabel } from '../../shared/time/hhmm';
import { LocalDate, toIsoDate } from '../../shared/time/local-date';
import { ServiceCatalog } from '../services';
import { BookingRepository } from './booking.repository';
import { BarberDays, ensureOffers } from './barber-days';
import { BookingTarget, MonthTarget } from './booking-target';
import { Booker, BookingPolicy } from './domain/day/booking-policy';
import { daySchedulesOf } from './domain/day/month-schedule';
import { AvailabilityView, MonthAvailabilityView } from '../../shared/http/availability.view';

/** Which times are free: a day's bookable starts, and how many each day of a month has (the calendar). */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly services: ServiceCatalog,
    private readonly days: BarberDays,
  ) {}

  /**
   * Bookable starts of a day; `excludedId` leaves out a booking being moved, so its own slots
   * count as free. For the barber, today's running slot is still bookable.
   */
  async ofDay(target: BookingTarget, excludedId: string | null = null, booker: Booker = 'client'): Promise<AvailabilityView> {
    const { service, day } = await this.days.withService(target, excludedId, booker);
    const slots = day.bookableStarts(service.takesTwoSlots).map((hour) => ({ hour, label: hourLabel(hour) }));
    return { date: toIsoDate(target), slots };
  }

  /**
   * How many bookable starts each day of a month has, for the days inside the booking window: the
   * same policy as `ofDay`, run on each day of a one-query month snapshot.
   */
  async ofMonth(target: MonthTarget): Promise<MonthAvailabilityView> {
    const { barberId, serviceId, year, month } = target;
    const service = await this.services.findBookable(serviceId);
    const schedule = await this.bookings.loadMonthSchedule(barberId, year, month);
    if (!schedule.barberActive) throw new BarberNotFound();
    ensureOffers(barberId, service);
    const clock = this.days.clock();
    const days = daySchedulesOf(schedule, clock.today, clock.lastBookableDate).map((day) => {
      const policy = new BookingPolicy(day, clock);
      return {
        date: toIsoDate(day.date),
        day: day.date.day,
        freeStarts: policy.bookableStarts(service.takesTwoSlots).length,
        openStarts: policy.startsWereNothingBooked(service.takesTwoSlots).length,
      };
    });
    return { year, month, days };
  }

  /**
   * Of `dates` (inside the booking window), those on which no time of the service could ever open: the calendar's
   * `openStarts` 0 (closed, blocked, the hours over). One calendar read a month; the same 404 and 400 as the calendar.
   */
  async daysThatNeverOpen(barberId: string, serviceId: string, dates: readonly LocalDate[]): Promise<LocalDate[]> {
    const months = new Map(dates.map(({ year, month }) => [`${year}-${month}`, { year, month }]));
    const open = new Set<string>();
    for (const { year, month } of months.values()) {
      const calendar = await this.ofMonth({ barberId, serviceId, year, month });
      for (const day of calendar.days) if (day.openStarts > 0) open.add(day.date);
    }
    return dates.filter((date) => !open.has(toIsoDate(date)));
  }
}
