import type { BookingWindow } from '../../lib/time/booking-window';
import { compareDates } from '../../lib/time/shop-date';
import type { ShopDate } from '../../lib/time/shop-types';

/**
 * The dates the barber may pick: from today (or the edited booking's earlier date) to the
 * end of next year; the server's availability says which of them have free times.
 */
export function adminWindow(today: ShopDate, initial?: ShopDate): BookingWindow {
  const first = initial && compareDates(initial, today) < 0 ? initial : today;
  return { first, last: { year: today.year + 1, month: 11, day: 31 } };
}
