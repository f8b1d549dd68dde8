import { nextSlot } from '../../../../shared/time/hhmm';
import { weekdayOf } from '../../../../shared/time/local-date';
import { BookedRange } from './day-schedule';

/** The barber's current hours of one weekday: its open times (HHMM, the breaks left out) and whether it is off. */
export interface WeekdayHours {
  openHours: readonly number[];
  weekdayOff: boolean;
}

/** The barber's current working week: each time of day with the weekdays it is open on, and the weekdays off. */
export interface WorkingWeekHours {
  hours: ReadonlyArray<{ hour: number; openWeekdays: readonly number[] }>;
  weekdaysOff: readonly number[];
}

/**
 * Whether a live booking no longer fits the barber's current hours (they changed after it was
 * booked): its weekday is off now, or a slot it holds is no open time of that weekday any more (closed,
 * or in a break). A blocked day or time is not this: the barber blocked it knowing it was booked.
 */
export function isOutsideHours(day: WeekdayHours, range: BookedRange): boolean {
  if (day.weekdayOff) return true;
  const open = new Set(day.openHours);
  let slot = range.hour;
  for (let index = 0; index < range.slotCount; index++, slot = nextSlot(slot)) if (!open.has(slot)) return true;
  return false;
}

/** The hours of the weekday of `date` in the working week. */
export function hoursOnDate(week: WorkingWeekHours, date: { year: number; month: number; day: number }): WeekdayHours {
  const weekday = weekdayOf(date);
  return {
    openHours: week.hours.filter(({ openWeekdays }) => openWeekdays.includes(weekday)).map(({ hour }) => hour),
    weekdayOff: week.weekdaysOff.includes(weekday),
  };
}
