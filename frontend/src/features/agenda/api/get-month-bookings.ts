import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { AgendaMonth } from '../types';
import { agendaKeys } from '../../../api/admin-query-keys';

/** The barber's live bookings of one month, by day and hour. */
export const monthBookingsQueryOptions = (barberId: string, { month, year }: AgendaMonth) =>
  queryOptions({
    queryKey: agendaKeys.month(barberId, { year, month }),
    queryFn: ({ signal }) => api.get('/api/appointment/admin/get/month/{month}/{barberId}', { path: { month, barberId }, query: { year }, signal }),
  });
