import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateAgenda } from '../api/invalidate-agenda';

/** The barber paid back the deposit of a booking the client cancelled in time. */
export const useMarkDepositRefunded = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/appointment/admin/{id}/deposit/refunded', { path: { id } }),
    onSettled: () => invalidateAgenda(queryClient),
  });
};
