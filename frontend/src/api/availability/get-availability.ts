import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { availabilityKeys } from '../query-keys';
import { AVAILABILITY_STALE_MS } from './stale-time';
import type { AvailabilityQuery } from '../types';

/** Bookable start times of one day; no query while the date is not chosen yet. */
export const availabilityQueryOptions = (query: AvailabilityQuery | undefined) =>
  queryOptions({
    queryKey: availabilityKeys.day(query),
    queryFn: query ? ({ signal }) => api.get('/api/availability', { query, signal }) : skipToken,
    staleTime: AVAILABILITY_STALE_MS,
  });

export const useAvailability = (query: AvailabilityQuery | undefined) => useQuery(availabilityQueryOptions(query));
