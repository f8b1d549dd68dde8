import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Appointment } from '../../appointments/types';
import { agendaKeys } from '../../../api/query-keys';

export const agendaAppointmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: agendaKeys.one(id),
    queryFn: ({ signal }) => apiRequest<Appointment>(`appointment/admin/get/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });
