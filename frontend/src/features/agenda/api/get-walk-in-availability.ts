import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Availability, AvailabilityQuery } from '../../availability/types';
import { adminAvailabilityKeys } from '../../../api/query-keys';

/** Times the barber can book a new appointment at: like the client's, plus today's slot running now. */
export const walkInAvailabilityQueryOptions = (query: AvailabilityQuery) =>
  queryOptions({
    queryKey: adminAvailabilityKeys.walkIn(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        userId: query.userId,
        jobId: query.jobId,
        day: String(query.day),
        month: String(query.month),
        year: String(query.year),
      });
      return apiRequest<Availability>(`appointment/admin/availability?${params}`, { signal });
    },
    staleTime: 0,
  });
