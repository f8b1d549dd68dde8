import { fromIsoDate } from '../../lib/time/iso-date';
import { compareDates, sameDate } from '../../lib/time/shop-date';
import type { ShopDate } from '../../lib/time/shop-types';
import type { UnavailableEntry } from '../../api/types';
import { daysInRange, MAX_DAYS_OFF_AT_ONCE } from './days-off-runs';
import type { DateInput } from './types';

function isRealDate({ day, month, year }: ShopDate): boolean {
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month;
}

export const isFromToday = (date: ShopDate, today: ShopDate) => compareDates(date, today) >= 0;

/** The typed date when it is a real day of the month from today on, else null. */
export function parseDateInput(input: DateInput, today: ShopDate): ShopDate | null {
  if (input.month === null || !/^\d{1,2}$/.test(input.day.trim())) return null;
  const date = { day: Number(input.day), month: input.month, year: input.year };
  if (date.day < 1 || date.day > 31 || !isRealDate(date)) return null;
  return isFromToday(date, today) ? date : null;
}

/** True when the day field holds a number (the submit buttons stay disabled until it does). */
export const dayIsNumber = (day: string) => /^\d+$/.test(day.trim());

/*
 * The forms of the days and times without bookings (docs/product.md#forms). Each rule returns the text
 * shown under its field, which is also the toast's.
 */

/** A whole day off: a real day from today on, not already in the list. */
export function dayOffFormRules(today: ShopDate, daysOff: readonly ShopDate[]) {
  return {
    day: (_day: string, input: DateInput) => {
      const date = parseDateInput(input, today);
      if (!date) return 'Informe um dia válido';
      return daysOff.some((entry) => sameDate(entry, date)) ? 'Este dia já está na lista' : null;
    },
  };
}

export type BlockedTimesFormValues = DateInput & { hours: number[] };

/** Some times of one day: a real day from today on, and at least one time that is not blocked yet. */
export function blockedTimesFormRules(today: ShopDate, unavailable: readonly UnavailableEntry[]) {
  return {
    day: (_day: string, input: DateInput) => (parseDateInput(input, today) ? null : 'Informe um dia válido.'),
    hours: (hours: number[], input: BlockedTimesFormValues) =>
      timesToBlock(hours, input, today, unavailable).length > 0 ? null : 'Selecione algum horário.',
  };
}

/** The chosen times that the typed day does not have blocked already. */
export function timesToBlock(hours: number[], input: DateInput, today: ShopDate, unavailable: readonly UnavailableEntry[]): number[] {
  const date = parseDateInput(input, today);
  const blocked = date ? unavailable.filter((entry) => sameDate(entry, date)).map((entry) => entry.hour) : [];
  return hours.filter((hour) => !blocked.includes(hour));
}

export type DayRange = [string | null, string | null];

/** A period off: at most MAX_DAYS_OFF_AT_ONCE days (the calendar gives its ends as ISO dates). */
export const dayOffRangeFormRules = {
  range: ([first, last]: DayRange) =>
    first && last && daysInRange(fromIsoDate(first), fromIsoDate(last)) > MAX_DAYS_OFF_AT_ONCE
      ? `Escolha no máximo ${MAX_DAYS_OFF_AT_ONCE} dias.`
      : null,
};
