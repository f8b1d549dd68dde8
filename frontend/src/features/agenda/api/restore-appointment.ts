import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Appointment } from '../../appointments/types';
import { invalidateAgenda } from './invalidate-agenda';

/** Brings an appointment back from the trash; 409 HOUR_CONFLICT when its time was taken meanwhile. */
export const useRestoreAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Appointment>(`appointment/admin/restore/${encodeURIComponent(id)}`, { method: 'POST' }),
    onSettled: () => invalidateAgenda(queryClient),
  });
};
