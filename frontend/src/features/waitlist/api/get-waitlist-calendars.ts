import { monthAvailabilityQueryOptions } from '../../../api/availability/get-month-availability';
import { bookingWindowOf } from '../../../lib/time/booking-window';
import type { Shop } from '../../../api/types';
import { monthsOf, waitlistDayChoices } from '../waitlist-days';

/**
 * The client's calendars (GET /api/availability/month) of the months the join page's days fall in (its 14 days span two
 * at most; `wanted`: the days the page opens with, see waitlistDayChoices): they say which of those days the barber works.
 * The first and the last month, the same one twice when the days are in one. Read by the route's loader and by the page,
 * so both ask the same.
 */
export function waitlistCalendarsQueryOptions(shop: Shop, barberId: string, serviceId: string, wanted: readonly string[]) {
  const months = monthsOf(waitlistDayChoices(bookingWindowOf(shop), wanted));
  const calendarOf = (month: (typeof months)[number]) => monthAvailabilityQueryOptions({ barberId, serviceId, ...month });
  return [calendarOf(months[0]), calendarOf(months[months.length - 1])] as const;
}
