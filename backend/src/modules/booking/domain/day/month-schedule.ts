import { compareDates, daysOfMonth, LocalDate, weekdayOf } from '../../../../shared/time/local-date';
import { BookedRange, DaySchedule } from './day-schedule';

/** Everything that decides which times of one barber's month can be booked, loaded in one go. */
export interface MonthSchedule {
  year: number;
  /** 0-11. */
  month: number;
  /** The barber's times of day (HHMM) and the weekdays each is open on. */
  hours: ReadonlyArray<{ hour: number; openWeekdays: readonly number[] }>;
  /** The barber's weekdays off, 0 = Sunday … 6 = Saturday. */
  weekdaysOff: readonly number[];
  /** Unavailable entries of the month: hour WHOLE_DAY (0) blocks that whole day. */
  blocked: ReadonlyArray<{ day: number; hour: number }>;
  /** Live bookings of the month. */
  booked: ReadonlyArray<BookedRange & { day: number }>;
}

/** The day schedule of each day of the month from `from` to `to`, inclusive: what BookingPolicy decides on. */
export function daySchedulesOf(month: MonthSchedule, from: LocalDate, to: LocalDate): DaySchedule[] {
  return daysOfMonth(month.year, month.month)
    .filter((date) => compareDates(date, from) >= 0 && compareDates(date, to) <= 0)
    .map((date) => ({
      date,
      openHours: openHoursOn(month, weekdayOf(date)),
      weekdayOff: month.weekdaysOff.includes(weekdayOf(date)),
      blockedHours: month.blocked.filter(({ day }) => day === date.day).map(({ hour }) => hour),
      booked: month.booked.filter(({ day }) => day === date.day).map(({ hour, slotCount }) => ({ hour, slotCount })),
    }));
}

function openHoursOn(month: MonthSchedule, weekday: number): number[] {
  return month.hours.filter(({ openWeekdays }) => openWeekdays.includes(weekday)).map(({ hour }) => hour);
}
