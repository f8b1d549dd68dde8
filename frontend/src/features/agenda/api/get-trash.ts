import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TrashedAppointment } from '../types';

/** The barber's deleted appointments, most recently deleted first. */
export const trashQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'agenda', 'trash'],
    queryFn: ({ signal }) => apiRequest<TrashedAppointment[]>('appointment/admin/trash', { signal }),
  });

export const useTrash = () => useQuery(trashQueryOptions());
