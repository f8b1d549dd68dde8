import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { ShopDate } from '../../../lib/time/shop-types';
import { revenueKeys } from '../../../api/admin-query-keys';

/** A month's revenue and booking counts per service (month 0-11). */
export const monthRevenueQueryOptions = (barberId: string, date: Pick<ShopDate, 'month' | 'year'>) =>
  queryOptions({
    queryKey: revenueKeys.month(barberId, date),
    queryFn: ({ signal }) =>
      api.get('/api/budget/budget/user/{userId}/month/{month}', {
        path: { userId: barberId, month: date.month },
        query: { year: date.year },
        signal,
      }),
  });
