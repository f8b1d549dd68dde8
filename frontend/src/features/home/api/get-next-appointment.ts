import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Appointment } from '../../appointments/types';
import { agendaKeys } from '../../../api/query-keys';

/** The barber's next live appointment from now, or null when there is none. */
export const nextAppointmentQueryOptions = (barberId: string) =>
  queryOptions({
    queryKey: agendaKeys.next(barberId),
    queryFn: ({ signal }) => apiRequest<Appointment | null>(`appointment/admin/get/next/${encodeURIComponent(barberId)}`, { signal }),
  });
