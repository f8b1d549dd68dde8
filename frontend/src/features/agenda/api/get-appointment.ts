import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Appointment } from '../../appointments/types';

export const agendaAppointmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'agenda', 'one', id],
    queryFn: ({ signal }) => apiRequest<Appointment>(`appointment/admin/get/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });

export const useAgendaAppointment = (id: string) => useQuery(agendaAppointmentQueryOptions(id));
