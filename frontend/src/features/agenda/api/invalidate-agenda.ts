import type { QueryClient } from '@tanstack/react-query';
import { invalidateBookingViews } from '../../../api/invalidate';
import { availabilityKeys } from '../../../api/query-keys';

/** After any change to bookings: every admin view that shows or counts them, and every client's time step. */
export const invalidateAgenda = (queryClient: QueryClient) =>
  Promise.all([invalidateBookingViews(queryClient), queryClient.invalidateQueries({ queryKey: availabilityKeys.all })]);
