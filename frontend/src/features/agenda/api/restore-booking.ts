import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateAgenda } from './invalidate-agenda';

/** Brings a booking back from the trash; 409 HOUR_CONFLICT when its time was taken meanwhile. */
export const useRestoreBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/appointment/admin/restore/{id}', { path: { id } }),
    onSettled: () => invalidateAgenda(queryClient),
  });
};
