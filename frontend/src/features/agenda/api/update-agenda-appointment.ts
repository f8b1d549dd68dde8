import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateAgenda } from './invalidate-agenda';
import type { AgendaBookingFields } from '../../../api/types';

export const useUpdateAgendaAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AgendaBookingFields & { id: string }) => api.put('/api/appointment/admin/update', { body: fields }),
    onSettled: () => invalidateAgenda(queryClient),
  });
};
