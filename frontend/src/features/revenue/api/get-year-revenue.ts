import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { WHOLE_SHOP, type RevenueScope } from '../types';
import { revenueKeys } from '../../../api/admin-query-keys';

const fetchYearRevenue = (scope: RevenueScope, year: number, signal: AbortSignal) =>
  scope === WHOLE_SHOP
    ? api.get('/api/budget/budget/shop/year/{year}', { path: { year }, signal })
    : api.get('/api/budget/budget/user/{userId}/year/{year}', { path: { userId: scope, year }, signal });

export const yearRevenueQueryOptions = (scope: RevenueScope, year: number) =>
  queryOptions({
    queryKey: revenueKeys.year(scope, year),
    queryFn: ({ signal }) => fetchYearRevenue(scope, year, signal),
  });

/** Keeps the last year on screen while another loads, so the page does not jump. */
export const useYearRevenue = (scope: RevenueScope, year: number) =>
  useQuery({ ...yearRevenueQueryOptions(scope, year), placeholderData: keepPreviousData });
