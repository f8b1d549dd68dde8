import type { ShopDate } from './shop-types';

const pad = (value: number) => String(value).padStart(2, '0');

/** { year: 2026, month: 10, day: 4 } → '2026-11-04' (month 0-11 in, 1-12 out). */
export function toIsoDate({ year, month, day }: ShopDate): string {
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

/** '2026-11-04' → { year: 2026, month: 10, day: 4 }. */
export function fromIsoDate(value: string): ShopDate {
  const [year, month, day] = value.split('-').map(Number);
  return { year, month: month - 1, day };
}

/** A calendar month; month 0-11. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** The months from `first`'s to `last`'s, inclusive, in order. */
export function monthsFromTo(first: CalendarMonth, last: CalendarMonth): CalendarMonth[] {
  const count = (last.year - first.year) * 12 + last.month - first.month + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const monthsSinceYearZero = first.year * 12 + first.month + index;
    return { year: Math.floor(monthsSinceYearZero / 12), month: monthsSinceYearZero % 12 };
  });
}

/** The month a date is in. */
export function monthOf({ year, month }: CalendarMonth): CalendarMonth {
  return { year, month };
}

/** A 'YYYY-MM-DD' from a URL, or undefined when it is not a real date. */
export function parseIsoDate(value: unknown): ShopDate | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = fromIsoDate(value);
  const real = new Date(Date.UTC(date.year, date.month, date.day));
  return real.getUTCMonth() === date.month && real.getUTCDate() === date.day ? date : undefined;
}
