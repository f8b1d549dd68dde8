import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adminAvailabilityKeys } from '../../../api/admin-query-keys';
import type { DayAvailabilityOf } from '../../../api/availability/get-availability';

/** Times the barber can make a new booking at: like the client's, plus today's slot running now. The API asks them as `userId` and `jobId`. */
export const walkInAvailabilityQueryOptions = (of: DayAvailabilityOf) =>
  queryOptions({
    queryKey: adminAvailabilityKeys.walkIn(of),
    queryFn: ({ signal }) => {
      const { barberId, serviceId, ...date } = of;
      return api.get('/api/appointment/admin/availability', { query: { userId: barberId, jobId: serviceId, ...date }, signal });
    },
    staleTime: 0,
  });
