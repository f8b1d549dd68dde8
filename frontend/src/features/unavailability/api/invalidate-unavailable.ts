import type { QueryClient } from '@tanstack/react-query';

/** After blocking or opening days and times: the admin lists and every client's time step. */
export const invalidateUnavailable = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'unavailable'] }),
    queryClient.invalidateQueries({ queryKey: ['availability'] }),
  ]);
