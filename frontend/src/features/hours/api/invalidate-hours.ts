import type { QueryClient } from '@tanstack/react-query';

/** After a change to the general hours: the admin lists, the agenda form's free times and every client's time step. */
export const invalidateHours = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'hours'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'availability'] }),
    queryClient.invalidateQueries({ queryKey: ['availability'] }),
  ]);
