import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateAgenda } from './invalidate-agenda';

/** Moves a booking to the trash; its time is free again. */
export const useTrashBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/appointment/admin/delete/trash/{id}', { path: { id } }),
    onSettled: () => invalidateAgenda(queryClient),
  });
};
