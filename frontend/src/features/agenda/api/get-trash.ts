import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { agendaKeys } from '../../../api/admin-query-keys';

/** The barber's deleted bookings, most recently deleted first. */
export const trashQueryOptions = () =>
  queryOptions({
    queryKey: agendaKeys.trash(),
    queryFn: ({ signal }) => api.get('/api/appointment/admin/trash', { signal }),
  });
