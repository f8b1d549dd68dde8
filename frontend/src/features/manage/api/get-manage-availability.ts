import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { manageKeys } from '../../../api/query-keys';

/** A day and the service the booking would be moved with (the API's query calls it `jobId`). */
type MoveAvailabilityQuery = { serviceId: string; day: number; month: number; year: number };

/** Times the booking can move to: the barber's free starts, its own slots counting as free; no query while no day is chosen. */
export const manageAvailabilityQueryOptions = (token: string, query: MoveAvailabilityQuery | undefined) =>
  queryOptions({
    queryKey: manageKeys.availability(token, query ?? {}),
    queryFn: query
      ? ({ signal }) => {
          const { serviceId, ...day } = query;
          return api.get('/api/appointment/manage/{token}/availability', { path: { token }, query: { jobId: serviceId, ...day }, signal });
        }
      : skipToken,
    staleTime: 0,
  });

export const useManageAvailability = (token: string, query: MoveAvailabilityQuery | undefined) =>
  useQuery(manageAvailabilityQueryOptions(token, query));
