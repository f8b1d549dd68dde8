import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ShopDate } from '../../../lib/shop-types';
import type { MonthBudget } from '../types';
import { revenueKeys } from '../../../api/query-keys';

/** A month's revenue and appointment counts per service (month 0-11). */
export const monthBudgetQueryOptions = (userId: string, date: Pick<ShopDate, 'month' | 'year'>) =>
  queryOptions({
    queryKey: revenueKeys.month(userId, date),
    queryFn: ({ signal }) =>
      apiRequest<MonthBudget>(`budget/budget/user/${encodeURIComponent(userId)}/month/${date.month}?year=${date.year}`, { signal }),
  });
