import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adminAvailabilityKeys } from '../../../api/admin-query-keys';
import type { DayAvailabilityOf } from '../../../api/availability/get-availability';

/** Times a booking can move to: like the client's availability, but its own slots count as free. The API asks the service as `jobId`. */
export const moveAvailabilityQueryOptions = (bookingId: string, of: DayAvailabilityOf) =>
  queryOptions({
    queryKey: adminAvailabilityKeys.move(bookingId, of),
    queryFn: ({ signal }) => {
      const { serviceId, day, month, year } = of;
      return api.get('/api/appointment/admin/availability/{id}', { path: { id: bookingId }, query: { jobId: serviceId, day, month, year }, signal });
    },
    staleTime: 0,
  });
