import type { QueryClient } from '@tanstack/react-query';
import { availabilityQueryOptions } from '../../../api/availability/get-availability';
import { monthAvailabilityQueryOptions } from '../../../api/availability/get-month-availability';
import type { Shop } from '../../../api/types';
import { bookingWindowOf, isInWindow, type BookingWindow } from '../../../lib/time/booking-window';
import type { BookingDraft } from '../../../lib/draft/draft-storage';
import { monthOf, monthsFromTo, toIsoDate, type CalendarMonth } from '../../../lib/time/iso-date';
import type { ShopDate } from '../../../lib/time/shop-types';

/** The day the time step opens on: the draft's, while it is still inside the booking window. */
export function draftDate(window: BookingWindow, { year, month, day }: BookingDraft): ShopDate | undefined {
  if (year === undefined || month === undefined || day === undefined) return undefined;
  return isInWindow(window, { year, month, day }) ? { year, month, day } : undefined;
}

/**
 * The calendar month a time step's address asks for (`?mes=2026-12`: its arrows, tapped before the app had arrived), when
 * it is a month of the booking window.
 */
export function askedMonth(shop: Shop, mes: unknown): CalendarMonth | undefined {
  const { first, last } = bookingWindowOf(shop);
  return monthsFromTo(first, last).find((month) => toIsoDate({ ...month, day: 1 }).startsWith(`${String(mes)}-`));
}

/**
 * Starts loading what the time step shows first, without waiting for it: its calendar's month (`shownMonth`, else the
 * draft's day's) and the draft's day's times. The server renders the step once they have answered; in the browser they
 * load beside the step's code.
 */
export function prefetchTimeStep(queryClient: QueryClient, shop: Shop, draft: BookingDraft | null, shownMonth?: CalendarMonth): void {
  if (!draft?.barberId || !draft.serviceId) return;
  const barberAndService = { barberId: draft.barberId, serviceId: draft.serviceId };
  const date = draftDate(bookingWindowOf(shop), draft);
  void queryClient.prefetchQuery(monthAvailabilityQueryOptions({ ...barberAndService, ...(shownMonth ?? monthOf(date ?? shop.today)) }));
  if (date) void queryClient.prefetchQuery(availabilityQueryOptions({ ...barberAndService, ...date }));
}
