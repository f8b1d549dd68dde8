import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Availability, AvailabilityQuery } from '../types';
import { availabilityKeys } from '../../../api/query-keys';

function fetchAvailability(query: AvailabilityQuery, signal: AbortSignal): Promise<Availability> {
  const params = new URLSearchParams({
    userId: query.userId,
    jobId: query.jobId,
    day: String(query.day),
    month: String(query.month),
    year: String(query.year),
  });
  return apiRequest<Availability>(`availability?${params}`, { signal });
}

/** Bookable start times of one day; no query while the date is not chosen yet. */
export const availabilityQueryOptions = (query: AvailabilityQuery | undefined) =>
  queryOptions({
    queryKey: availabilityKeys.day(query),
    queryFn: query ? ({ signal }) => fetchAvailability(query, signal) : skipToken,
    staleTime: 0,
  });

export const useAvailability = (query: AvailabilityQuery | undefined) => useQuery(availabilityQueryOptions(query));
