import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { ShopDate } from '../../../lib/time/shop-types';
import { agendaKeys } from '../../../api/admin-query-keys';

/** Whether the barber has a live booking that day (asked before blocking the whole day). */
export const dayHasBookingsQueryOptions = (barberId: string, { day, month, year }: ShopDate) =>
  queryOptions({
    queryKey: agendaKeys.dayHasBookings(barberId, { year, month, day }),
    queryFn: ({ signal }) =>
      api.get('/api/appointment/admin/ifDayContainsAppointment/{userId}/{day}/{month}/{year}', {
        path: { userId: barberId, day, month, year },
        signal,
      }),
    staleTime: 0,
  });
