import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { availabilityKeys } from '../query-keys';
import { AVAILABILITY_STALE_MS } from './stale-time';
import type { MonthAvailability } from '../types';
import type { ShopDate } from '../../lib/time/shop-types';

/** Whose calendar: a barber's service in one month (0-11). The API asks it as `userId` and `jobId`. */
export interface MonthAvailabilityOf extends Pick<ShopDate, 'month' | 'year'> {
  barberId: string;
  serviceId: string;
}

/** How many free start times each day of a month has: one request for the whole calendar page. */
export const monthAvailabilityQueryOptions = (of: MonthAvailabilityOf) =>
  queryOptions({
    queryKey: availabilityKeys.month(of),
    queryFn: ({ signal }) => {
      const { barberId, serviceId, ...month } = of;
      return api.get('/api/availability/month', { query: { userId: barberId, jobId: serviceId, ...month }, signal });
    },
    staleTime: AVAILABILITY_STALE_MS,
  });

/** `select` adjusts the answer for one page (the manage page opens the booking's own day). */
export const useMonthAvailability = (of: MonthAvailabilityOf, select?: (month: MonthAvailability) => MonthAvailability) =>
  useQuery({ ...monthAvailabilityQueryOptions(of), select });
