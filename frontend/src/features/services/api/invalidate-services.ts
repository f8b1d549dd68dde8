import type { QueryClient } from '@tanstack/react-query';

/**
 * After a service changes: the services lists and pages, the public barber list (step 1 shows
 * only barbers with an active service), the free times (a double service holds two slots) and
 * the admin views that show appointments with their service's current name.
 */
export function invalidateServiceQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['services'] }),
    queryClient.invalidateQueries({ queryKey: ['barbers'] }),
    queryClient.invalidateQueries({ queryKey: ['availability'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'availability'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'agenda'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'appointments'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'budget'] }),
  ]);
}
