import type { ShopDate } from './shop-types';

const dateKey = ({ year, month, day }: ShopDate) => year * 10_000 + month * 100 + day;

/** Negative when `a` is before `b`, 0 on the same day, positive after. */
export function compareDates(a: ShopDate, b: ShopDate): number {
  return dateKey(a) - dateKey(b);
}

export const sameDate = (a: ShopDate, b: ShopDate) => compareDates(a, b) === 0;

/** The date `days` later (earlier when negative), across months and years. */
export function addDays({ year, month, day }: ShopDate, days: number): ShopDate {
  const date = new Date(Date.UTC(year, month, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** 28 to 31 (month 0-11). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = ({ year, month, day }: ShopDate) => new Date(Date.UTC(year, month, day)).getUTCDay();

/** The Monday of the date's week (the agenda's weeks run Monday to Sunday). */
export const mondayOf = (date: ShopDate) => addDays(date, -((weekdayOf(date) + 6) % 7));
