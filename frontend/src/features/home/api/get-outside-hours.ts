import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { agendaKeys } from '../../../api/admin-query-keys';

/** The barber's bookings from now on that no longer fit their current hours (changed after they were booked), soonest first. */
export const outsideHoursQueryOptions = (barberId: string) =>
  queryOptions({
    queryKey: agendaKeys.outsideHours(barberId),
    queryFn: ({ signal }) => api.get('/api/appointment/admin/outside-hours/{barberId}', { path: { barberId }, signal }),
  });
