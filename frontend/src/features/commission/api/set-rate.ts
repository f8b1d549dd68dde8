import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { commissionKeys } from '../../../api/admin-query-keys';
import type { CommissionRateInput } from '../../../api/types';

/** The owner sets a rate from a day (a change is a new rate); every commission figure is asked again. 409 COMMISSION_RATE_EXISTS: one that day already. */
export const useSetRate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rate: CommissionRateInput) => api.post('/api/commission/rates', { body: rate }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commissionKeys.all }),
  });
};
