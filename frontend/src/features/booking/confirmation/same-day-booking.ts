import type { QueryClient } from '@tanstack/react-query';
import { bookingExistsQueryOptions } from '../api/verify-booking-exists';
import { managedBookingQueryOptions } from '../../../api/bookings/get-managed-booking';
import { api } from '../../../api/client';
import { readDraft } from '../../../lib/draft/draft-storage';
import { myBookingTokens, rememberMyBooking } from '../../../lib/session/my-bookings';
import type { BookingRequest, CreateBookingRequest, ManagedBooking } from '../../../api/types';

/** A booking this device made, as the question before another on its day names it: its time and its manage link. */
export interface SameDayBooking {
  token: string;
  label: string;
}

/**
 * A booking this device made for the same phone, with the same barber, on the same day as `request` (asked before booking
 * another): read through the manage links kept here. Offline, or when a link does not answer, none is found.
 */
export async function findSameDayBooking(queryClient: QueryClient, request: BookingRequest): Promise<SameDayBooking | null> {
  if (!navigator.onLine) return null;
  const { clientContact, userId, day, month, year } = request;
  const sameDay = (booking: ManagedBooking) =>
    booking.status === 'booked' &&
    booking.clientContact === clientContact &&
    booking.barber.id === userId &&
    booking.day === day &&
    booking.month === month &&
    booking.year === year;
  const found = await Promise.all(
    myBookingTokens().map((token) =>
      queryClient
        .fetchQuery(managedBookingQueryOptions(token))
        .then((booking) => (sameDay(booking) ? { token, label: booking.label } : null))
        .catch(() => null),
    ),
  );
  return found.find(Boolean) ?? null;
}

/**
 * Before another booking: a confirmation sent before, whose answer never came, may have booked. Its key is asked again
 * only when a booking of its body exists (so nothing new is booked), and the server's answer, that booking, is kept as
 * this device's: the question above then knows it. Unknown still (no answer again), the new booking goes on.
 */
export async function settlePendingConfirmation(queryClient: QueryClient): Promise<void> {
  const pending = readDraft()?.confirmation;
  if (!pending || pending.booked || !navigator.onLine) return;
  try {
    const body = JSON.parse(pending.body) as CreateBookingRequest;
    if (!(await queryClient.fetchQuery(bookingExistsQueryOptions(body)))) return;
    const created = await api.post('/api/appointment/create', { body, headers: { 'Idempotency-Key': pending.key } });
    rememberMyBooking(created.id, created.manageToken);
  } catch {
    // Made by someone else (a 409), or no answer: nothing to keep.
  }
}
