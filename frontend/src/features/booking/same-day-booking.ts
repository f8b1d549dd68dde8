import type { QueryClient } from '@tanstack/react-query';
import { managedBookingQueryOptions } from '../../api/bookings/get-managed-booking';
import { myBookingTokens } from '../../lib/my-bookings';
import type { AppointmentRequest, ManagedBooking } from '../../api/types';

/** A booking this device made, as the question before another on its day names it: its time and its manage link. */
export interface SameDayBooking {
  token: string;
  label: string;
}

/**
 * A booking this device made for the same phone, with the same barber, on the same day as `request` (asked before booking
 * another): read through the manage links kept here. Offline, or when a link does not answer, none is found.
 */
export async function findSameDayBooking(queryClient: QueryClient, request: AppointmentRequest): Promise<SameDayBooking | null> {
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
