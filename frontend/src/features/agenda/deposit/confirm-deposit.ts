import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateAgenda } from '../api/invalidate-agenda';

/** Sinal recebido: the barber saw the deposit's Pix in the bank app; the booking becomes paid in advance. */
export const useConfirmDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/appointment/admin/{id}/deposit/confirm', { path: { id } }),
    onSettled: () => invalidateAgenda(queryClient),
  });
};
