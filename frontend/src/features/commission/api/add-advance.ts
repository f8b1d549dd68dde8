import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { commissionKeys } from '../../../api/admin-query-keys';
import type { AdvanceInput } from '../../../api/types';

/** The owner records a vale on a day; it comes off that period's payout. 409 COMMISSION_PERIOD_PAID: that day is already paid. */
export const useAddAdvance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (advance: AdvanceInput) => api.post('/api/commission/advances', { body: advance }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commissionKeys.all }),
  });
};
