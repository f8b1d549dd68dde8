import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { commissionKeys } from '../../../api/admin-query-keys';

/** The owner deletes a vale whose day is not paid yet (409 COMMISSION_PERIOD_PAID otherwise). */
export const useDeleteAdvance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (advanceId: string) => api.delete('/api/commission/advances/{id}', { path: { id: advanceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commissionKeys.all }),
  });
};
