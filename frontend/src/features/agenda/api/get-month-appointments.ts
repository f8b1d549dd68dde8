import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Appointment } from '../../appointments/types';
import type { AgendaMonth } from '../types';
import { agendaKeys } from '../../../api/query-keys';

/** The barber's live appointments of one month, by day and hour. */
export const monthAppointmentsQueryOptions = (barberId: string, { month, year }: AgendaMonth) =>
  queryOptions({
    queryKey: agendaKeys.month(barberId, { year, month }),
    queryFn: ({ signal }) =>
      apiRequest<Appointment[]>(`appointment/admin/get/month/${month}/${encodeURIComponent(barberId)}?year=${year}`, {
        signal,
      }),
  });
