import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { commissionSettingsKeys } from '../../../api/admin-query-keys';

/** A barber's paid periods, the latest first (their own; the owner reads anyone's). */
export const payoutsQueryOptions = (barberId: string) =>
  queryOptions({
    queryKey: commissionSettingsKeys.payouts(barberId),
    queryFn: ({ signal }) => api.get('/api/commission/payouts', { query: { userId: barberId }, signal }),
  });

export const usePayouts = (barberId: string) => useQuery(payoutsQueryOptions(barberId));
