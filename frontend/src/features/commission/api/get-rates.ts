import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { commissionKeys } from '../../../api/admin-query-keys';

/** A barber's rates, general and per service, the latest start first; `rateMissing` when none is set. Another barber's: 403 (the owner reads anyone's). */
export const ratesQueryOptions = (barberId: string) =>
  queryOptions({
    queryKey: commissionKeys.rates(barberId),
    queryFn: ({ signal }) => api.get('/api/commission/rates', { query: { userId: barberId }, signal }),
  });
