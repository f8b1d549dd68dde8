import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { agendaKeys } from '../../../api/admin-query-keys';

export const agendaBookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: agendaKeys.one(id),
    queryFn: ({ signal }) => api.get('/api/appointment/admin/get/{id}', { path: { id }, signal }),
    staleTime: 0,
  });
