import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { YearRevenue } from '../types';

export const yearRevenueQueryOptions = (userId: string, year: number) =>
  queryOptions({
    queryKey: ['admin', 'budget', userId, 'year', year],
    queryFn: ({ signal }) => apiRequest<YearRevenue>(`budget/budget/user/${encodeURIComponent(userId)}/year/${year}`, { signal }),
  });

/** Keeps the last year on screen while another loads, so the page does not jump. */
export const useYearRevenue = (userId: string, year: number) =>
  useQuery({ ...yearRevenueQueryOptions(userId, year), placeholderData: keepPreviousData });
