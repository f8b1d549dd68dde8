import type { QueryClient } from '@tanstack/react-query';

/**
 * After any change to appointments: every admin view that counts them (agenda, home's next
 * appointment, revenue) and every client's time step.
 */
export const invalidateAgenda = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin'], predicate: (query) => query.queryKey[1] !== 'me' }),
    queryClient.invalidateQueries({ queryKey: ['availability'] }),
  ]);
