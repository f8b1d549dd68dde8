import type { QueryClient } from '@tanstack/react-query';

/** After a change to the working week: the admin lists, the agenda's timeline and form's free times, and every client's time step. */
export const invalidateHours = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'hours'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'availability'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'agenda', 'timeline'] }),
    queryClient.invalidateQueries({ queryKey: ['availability'] }),
  ]);
