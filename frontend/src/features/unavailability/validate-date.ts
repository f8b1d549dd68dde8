import { compareDates } from '../../lib/shop-date';
import type { ShopDate } from '../../lib/shop-types';
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
