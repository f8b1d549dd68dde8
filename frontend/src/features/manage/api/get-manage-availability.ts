import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Availability } from '../../availability/types';
import { manageKeys } from '../../../api/query-keys';

/** Times the booking can move to: the barber's free starts, its own slots counting as free. */
export const manageAvailabilityQueryOptions = (token: string, query: { jobId: string; day: number; month: number; year: number }) =>
  queryOptions({
    queryKey: manageKeys.availability(token, query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ jobId: query.jobId, day: String(query.day), month: String(query.month), year: String(query.year) });
      return apiRequest<Availability>(`appointment/manage/${encodeURIComponent(token)}/availability?${params}`, { signal });
    },
    staleTime: 0,
  });

export const useManageAvailability = (token: string, query: { jobId: string; day: number; month: number; year: number }) =>
  useQuery(manageAvailabilityQueryOptions(token, query));
