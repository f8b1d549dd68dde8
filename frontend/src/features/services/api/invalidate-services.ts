import type { QueryClient } from '@tanstack/react-query';
import { invalidateBookingViews } from '../../../api/invalidate';
import { availabilityKeys, barberKeys, serviceKeys } from '../../../api/query-keys';

/**
 * After a service changes: the services lists and pages, the public barber list (step 1 shows
 * only barbers with an active service), the free times (a double service holds two slots) and
 * the admin views that show bookings with their service's current name (and revenue per service).
 */
export function invalidateServiceQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
    queryClient.invalidateQueries({ queryKey: barberKeys.all }),
    queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
    invalidateBookingViews(queryClient),
  ]);
}
