import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MonthAvailability, MonthAvailabilityQuery } from '../types';
import { availabilityKeys } from '../../../api/query-keys';

function fetchMonthAvailability(query: MonthAvailabilityQuery, signal: AbortSignal): Promise<MonthAvailability> {
  const params = new URLSearchParams({
    userId: query.userId,
    jobId: query.jobId,
    month: String(query.month),
    year: String(query.year),
  });
  return apiRequest<MonthAvailability>(`availability/month?${params}`, { signal });
}

/** How many free start times each day of a month has: one request for the whole calendar page. */
export const monthAvailabilityQueryOptions = (query: MonthAvailabilityQuery) =>
  queryOptions({
    queryKey: availabilityKeys.month(query),
    queryFn: ({ signal }) => fetchMonthAvailability(query, signal),
    staleTime: 0,
  });

export const useMonthAvailability = (query: MonthAvailabilityQuery) => useQuery(monthAvailabilityQueryOptions(query));
