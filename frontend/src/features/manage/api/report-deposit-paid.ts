import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { manageKeys } from '../../../api/query-keys';

/** "Já paguei": tells the shop the Pix was sent (the hold is extended once); the booking is asked again. */
export const useReportDepositPaid = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/appointment/manage/{token}/deposit/paid', { path: { token } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: manageKeys.booking(token) }),
  });
};
