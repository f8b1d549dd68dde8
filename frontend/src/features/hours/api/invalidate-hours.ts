import type { QueryClient } from '@tanstack/react-query';

/** After a change to the general hours: the admin lists and every client's time step. */
export const invalidateHours = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'hours'] }),
    queryClient.invalidateQueries({ queryKey: ['availability'] }),
  ]);
