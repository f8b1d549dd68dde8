import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { availabilityKeys } from '../query-keys';
import type { AvailabilityQuery } from '../types';

/** Bookable start times of one day; no query while the date is not chosen yet. */
export const availabilityQueryOptions = (query: AvailabilityQuery | undefined) =>
  queryOptions({
    queryKey: availabilityKeys.day(query),
    queryFn: query ? ({ signal }) => api.get('/api/availability', { query, signal }) : skipToken,
    staleTime: 0,
  });

export const useAvailability = (query: AvailabilityQuery | undefined) => useQuery(availabilityQueryOptions(query));
