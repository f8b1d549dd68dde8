import type { QueryClient } from '@tanstack/react-query';

/** After blocking or opening days and times: the admin lists, the agenda form's free times and every client's time step. */
export const invalidateUnavailable = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'unavailable'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'availability'] }),
    queryClient.invalidateQueries({ queryKey: ['availability'] }),
  ]);
