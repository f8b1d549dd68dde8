import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { agendaKeys } from '../../../api/admin-query-keys';

/** The barber's next live booking from now, or null when there is none. */
export const nextBookingQueryOptions = (barberId: string) =>
  queryOptions({
    queryKey: agendaKeys.next(barberId),
    queryFn: ({ signal }) => api.get('/api/appointment/admin/get/next/{barberId}', { path: { barberId }, signal }),
  });
