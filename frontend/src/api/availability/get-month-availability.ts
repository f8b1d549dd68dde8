import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { availabilityKeys } from '../query-keys';
import { AVAILABILITY_STALE_MS } from './stale-time';
import type { MonthAvailability, MonthAvailabilityQuery } from '../types';

/** How many free start times each day of a month has: one request for the whole calendar page. */
export const monthAvailabilityQueryOptions = (query: MonthAvailabilityQuery) =>
  queryOptions({
    queryKey: availabilityKeys.month(query),
    queryFn: ({ signal }) => api.get('/api/availability/month', { query, signal }),
    staleTime: AVAILABILITY_STALE_MS,
  });

/** `select` adjusts the answer for one page (the manage page opens the booking's own day). */
export const useMonthAvailability = (query: MonthAvailabilityQuery, select?: (month: MonthAvailability) => MonthAvailability) =>
  useQuery({ ...monthAvailabilityQueryOptions(query), select });
