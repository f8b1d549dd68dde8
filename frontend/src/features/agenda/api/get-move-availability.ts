import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Availability, AvailabilityQuery } from '../../availability/types';
import { adminAvailabilityKeys } from '../../../api/query-keys';

/** Times an appointment can move to: like the client's availability, but its own slots count as free. */
export const moveAvailabilityQueryOptions = (appointmentId: string, query: AvailabilityQuery) =>
  queryOptions({
    queryKey: adminAvailabilityKeys.move(appointmentId, query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ jobId: query.jobId, day: String(query.day), month: String(query.month), year: String(query.year) });
      return apiRequest<Availability>(`appointment/admin/availability/${appointmentId}?${params}`, { signal });
    },
    staleTime: 0,
  });
