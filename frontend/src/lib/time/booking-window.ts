import { toIsoDate } from './iso-date';
import { daysInMonth } from './shop-date';
import type { ShopDate } from './shop-types';

/** The dates a client may book: from the shop's today to its last bookable date, inclusive. */
export interface BookingWindow {
  first: ShopDate;
  last: ShopDate;
}

/** The window of a shop's answer (GET /api/shop): from its today to its last bookable date. */
export function bookingWindowOf(shop: { today: ShopDate; lastBookableDate: ShopDate }): BookingWindow {
  return { first: shop.today, last: shop.lastBookableDate };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

export function yearsInWindow({ first, last }: BookingWindow): number[] {
  return range(first.year, last.year);
}

export function monthsInWindow({ first, last }: BookingWindow, year: number): number[] {
  const from = year === first.year ? first.month : 0;
  const to = year === last.year ? last.month : 11;
  return range(from, to);
}

export function daysInWindow({ first, last }: BookingWindow, year: number, month: number): number[] {
  const isFirstMonth = year === first.year && month === first.month;
  const isLastMonth = year === last.year && month === last.month;
  return range(isFirstMonth ? first.day : 1, isLastMonth ? last.day : daysInMonth(year, month));
}

/** The nearest valid choice: each part kept when it is inside the window, else the first allowed. */
export function clampToWindow(window: BookingWindow, wanted: Partial<ShopDate>): ShopDate {
  const years = yearsInWindow(window);
  const year = wanted.year !== undefined && years.includes(wanted.year) ? wanted.year : years[0];
  const months = monthsInWindow(window, year);
  const month = wanted.month !== undefined && months.includes(wanted.month) ? wanted.month : months[0];
  const days = daysInWindow(window, year, month);
  const day = wanted.day !== undefined && days.includes(wanted.day) ? wanted.day : days[0];
  return { year, month, day };
}

export function isInWindow({ first, last }: BookingWindow, date: ShopDate): boolean {
  const isoDate = toIsoDate(date);
  return isoDate >= toIsoDate(first) && isoDate <= toIsoDate(last);
}
