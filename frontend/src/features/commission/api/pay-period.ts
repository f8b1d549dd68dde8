import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { commissionKeys } from '../../../api/admin-query-keys';
import type { PayoutInput } from '../../../api/types';

/**
 * The owner marks a barber's period paid: its figures are frozen. 400 COMMISSION_PERIOD_NOT_OVER (it ends after today),
 * 409 COMMISSION_PERIOD_PAID (a day of it is paid) or COMMISSION_RATE_MISSING.
 */
export const usePayPeriod = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payout: PayoutInput) => api.post('/api/commission/payouts', { body: payout }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commissionKeys.all }),
  });
};
