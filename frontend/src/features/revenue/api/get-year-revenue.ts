import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WHOLE_SHOP, type RevenueScope, type YearRevenue } from '../types';
import { revenueKeys } from '../../../api/query-keys';

const yearRevenuePath = (scope: RevenueScope, year: number) =>
  scope === WHOLE_SHOP ? `budget/budget/shop/year/${year}` : `budget/budget/user/${encodeURIComponent(scope)}/year/${year}`;

export const yearRevenueQueryOptions = (scope: RevenueScope, year: number) =>
  queryOptions({
    queryKey: revenueKeys.year(scope, year),
    queryFn: ({ signal }) => apiRequest<YearRevenue>(yearRevenuePath(scope, year), { signal }),
  });

/** Keeps the last year on screen while another loads, so the page does not jump. */
export const useYearRevenue = (scope: RevenueScope, year: number) =>
  useQuery({ ...yearRevenueQueryOptions(scope, year), placeholderData: keepPreviousData });
