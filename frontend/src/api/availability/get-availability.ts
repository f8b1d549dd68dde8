import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { availabilityKeys } from '../query-keys';
import { AVAILABILITY_STALE_MS } from './stale-time';
import type { ShopDate } from '../../lib/time/shop-types';

/** Whose free times: a barber's service on one day (month 0-11). The API asks them as `userId` and `jobId`. */
export interface DayAvailabilityOf extends ShopDate {
  barberId: string;
  serviceId: string;
}

/** Bookable start times of one day; no query while the date is not chosen yet. */
export const availabilityQueryOptions = (of: DayAvailabilityOf | undefined) =>
  queryOptions({
    queryKey: availabilityKeys.day(of),
    queryFn: of
      ? ({ signal }) => {
          const { barberId, serviceId, ...date } = of;
          return api.get('/api/availability', { query: { userId: barberId, jobId: serviceId, ...date }, signal });
        }
      : skipToken,
    staleTime: AVAILABILITY_STALE_MS,
  });

export const useAvailability = (of: DayAvailabilityOf | undefined) => useQuery(availabilityQueryOptions(of));
