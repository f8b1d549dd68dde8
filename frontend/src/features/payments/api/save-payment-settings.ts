import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { paymentKeys } from '../../../api/admin-query-keys';
import type { PaymentSettingsInput } from '../../../api/types';

/** Replaces the settings whole; the answer (the key, name and city as the Pix carries them) becomes the page's data. 400s name the field's rule. */
export const useSavePaymentSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PaymentSettingsInput) => api.put('/api/payments/settings', { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(paymentKeys.settings, saved),
  });
};
