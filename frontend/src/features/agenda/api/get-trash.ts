import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TrashedAppointment } from '../types';
import { agendaKeys } from '../../../api/query-keys';

/** The barber's deleted appointments, most recently deleted first. */
export const trashQueryOptions = () =>
  queryOptions({
    queryKey: agendaKeys.trash(),
    queryFn: ({ signal }) => apiRequest<TrashedAppointment[]>('appointment/admin/trash', { signal }),
  });
