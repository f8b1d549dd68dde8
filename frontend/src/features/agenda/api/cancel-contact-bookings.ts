import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TrashedAppointment } from '../types';
import { invalidateAgenda } from './invalidate-agenda';

/** Moves every future appointment of one contact with this barber to the trash, in one call. */
export const useCancelContactBookings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientContact: string) =>
      apiRequest<TrashedAppointment[]>(`appointment/admin/delete/trash/contact/${encodeURIComponent(clientContact)}`, {
        method: 'DELETE',
      }),
    onSettled: () => invalidateAgenda(queryClient),
  });
};
