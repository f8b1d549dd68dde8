import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateAgenda } from './invalidate-agenda';

/** Moves every future booking of one contact with this barber to the trash, in one call. */
export const useCancelContactBookings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientContact: string) => api.delete('/api/appointment/admin/delete/trash/contact/{contact}', { path: { contact: clientContact } }),
    onSettled: () => invalidateAgenda(queryClient),
  });
};
