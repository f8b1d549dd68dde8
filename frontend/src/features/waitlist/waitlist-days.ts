import { isInWindow, type BookingWindow } from '../../lib/time/booking-window';
import { fromIsoDate, parseIsoDate, toIsoDate } from '../../lib/time/iso-date';
import { formatShortDate } from '../../lib/format/format';
import { addDays, compareDates } from '../../lib/time/shop-date';
import type { ShopDate } from '../../lib/time/shop-types';
import type { MonthAvailability } from '../../api/types';

/** A client waits for one day or up to a week of days (the server's MAX_WAITLIST_DAYS). */
export const MAX_WAITLIST_DAYS = 7;

/** How many days the join page offers as chips (see waitlistDayChoices). */
export const WAITLIST_DAY_CHOICES = 14;

/**
 * The days the client may wait for ('YYYY-MM-DD'), in order: the booking window's first `count` days, or, when a later day
 * of the window is wanted (a full day tapped in the time step's calendar), the `count` days from the earliest wanted on.
 */
export function waitlistDayChoices(window: BookingWindow, wanted: readonly string[] = [], count = WAITLIST_DAY_CHOICES): string[] {
  const [earliest] = wanted
    .map(parseIsoDate)
    .filter((date): date is ShopDate => date !== undefined && isInWindow(window, date))
    .sort(compareDates);
  const start = earliest && compareDates(earliest, addDays(window.first, count - 1)) > 0 ? earliest : window.first;
  const days: string[] = [];
  for (let date = start; days.length < count && compareDates(date, window.last) <= 0; date = addDays(date, 1)) {
    days.push(toIsoDate(date));
  }
  return days;
}

/** The months ({ year, month 0-11 }) the days fall in, in order: the calendars that say which of them the barber works. */
export function monthsOf(isoDays: readonly string[]): Array<Pick<ShopDate, 'year' | 'month'>> {
  const keys = [...new Set(isoDays.map((iso) => iso.slice(0, 7)))];
  return keys.map((key) => ({ year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) - 1 }));
}

/** The days on which a time could open (the barber works them, with hours left): a closed day would wait for nothing. */
export function daysThatCanOpen(isoDays: readonly string[], calendars: readonly MonthAvailability[]): string[] {
  const open = new Set(calendars.flatMap((calendar) => calendar.days.filter((day) => day.openStarts > 0).map((day) => day.date)));
  return isoDays.filter((iso) => open.has(iso));
}

/** The day chosen at the time step ('YYYY-MM-DD'), none when the draft has no whole date. */
export function chosenDay(chosen: Partial<ShopDate> | null): string[] {
  if (chosen?.year === undefined || chosen.month === undefined || chosen.day === undefined) return [];
  return [toIsoDate({ year: chosen.year, month: chosen.month, day: chosen.day })];
}

/** The days after a tap on `day`: unchecked when it was checked, else checked unless 7 are already (then unchanged). */
export function toggleDay(chosen: string[], day: string): string[] {
  if (chosen.includes(day)) return chosen.filter((one) => one !== day);
  if (chosen.length >= MAX_WAITLIST_DAYS) return chosen;
  return [...chosen, day].sort();
}

/** ['2026-12-05', '2026-12-07'] → 'Sáb 05/12, Seg 07/12'. */
export function daysLabel(isoDays: readonly string[]): string {
  return isoDays
    .map(fromIsoDate)
    .map(({ day, month, year }) => formatShortDate(day, month, year))
    .join(', ');
}
