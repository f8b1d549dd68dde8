import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TrashedAppointment } from '../types';
import { invalidateAgenda } from './invalidate-agenda';

/** Moves an appointment to the trash; its time is free again. */
export const useTrashAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<TrashedAppointment>(`appointment/admin/delete/trash/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => invalidateAgenda(queryClient),
  });
};
