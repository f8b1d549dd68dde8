import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adminAvailabilityKeys } from '../../../api/admin-query-keys';
import type { AvailabilityQuery } from '../../../api/types';

/** Times the barber can book a new appointment at: like the client's, plus today's slot running now. */
export const walkInAvailabilityQueryOptions = (query: AvailabilityQuery) =>
  queryOptions({
    queryKey: adminAvailabilityKeys.walkIn(query),
    queryFn: ({ signal }) => api.get('/api/appointment/admin/availability', { query, signal }),
    staleTime: 0,
  });
