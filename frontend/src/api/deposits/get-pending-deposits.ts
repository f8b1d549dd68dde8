import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { agendaKeys } from '../admin-query-keys';

/**
 * Sinais a confirmar: the live bookings whose deposit waits for its Pix, the hold that ends first first. Without
 * `barberId` the barber's own (the owner's: the whole team's, as the shop's Pix key receives them all).
 */
export const pendingDepositsQueryOptions = (barberId?: string) =>
  queryOptions({
    queryKey: agendaKeys.pendingDeposits(barberId),
    queryFn: ({ signal }) => api.get('/api/payments/deposits/pending', { query: barberId ? { userId: barberId } : {}, signal }),
    // A hold ends, or the client taps Já paguei, on its own: read again now and then.
    refetchInterval: 60_000,
  });

export const usePendingDeposits = (barberId?: string) => useQuery(pendingDepositsQueryOptions(barberId));
