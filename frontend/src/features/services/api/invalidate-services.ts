import type { QueryClient } from '@tanstack/react-query';

/**
 * After a service changes: the services lists and pages, and the public barber list
 * (step 1 shows only barbers with an active service).
 */
export function invalidateServiceQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['services'] }),
    queryClient.invalidateQueries({ queryKey: ['barbers'] }),
  ]);
}
