import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ShopDate } from '../../../lib/shop-types';
import type { MonthBudget } from '../types';
import { revenueKeys } from '../../../api/query-keys';

/** A month's revenue and appointment counts per service (month 0-11). */
export const monthBudgetQueryOptions = (userId: string, date: Pick<ShopDate, 'month' | 'year'> | undefined) =>
  queryOptions({
    queryKey: revenueKeys.month(userId, date),
    queryFn: date
      ? ({ signal }) => apiRequest<MonthBudget>(`budget/budget/user/${encodeURIComponent(userId)}/month/${date.month}?year=${date.year}`, { signal })
      : skipToken,
  });

export const useMonthBudget = (userId: string, date: Pick<ShopDate, 'month' | 'year'> | undefined) => useQuery(monthBudgetQueryOptions(userId, date));
