import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { manageKeys } from '../../../api/query-keys';

/** Times the booking can move to: the barber's free starts, its own slots counting as free. */
export const manageAvailabilityQueryOptions = (token: string, query: { jobId: string; day: number; month: number; year: number }) =>
  queryOptions({
    queryKey: manageKeys.availability(token, query),
    queryFn: ({ signal }) => api.get('/api/appointment/manage/{token}/availability', { path: { token }, query, signal }),
    staleTime: 0,
  });

export const useManageAvailability = (token: string, query: { jobId: string; day: number; month: number; year: number }) =>
  useQuery(manageAvailabilityQueryOptions(token, query));
