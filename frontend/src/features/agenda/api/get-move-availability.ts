import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adminAvailabilityKeys } from '../../../api/admin-query-keys';
import type { AvailabilityQuery } from '../../../api/types';

/** Times an appointment can move to: like the client's availability, but its own slots count as free. */
export const moveAvailabilityQueryOptions = (appointmentId: string, query: AvailabilityQuery) =>
  queryOptions({
    queryKey: adminAvailabilityKeys.move(appointmentId, query),
    queryFn: ({ signal }) => {
      const { jobId, day, month, year } = query;
      return api.get('/api/appointment/admin/availability/{id}', { path: { id: appointmentId }, query: { jobId, day, month, year }, signal });
    },
    staleTime: 0,
  });
