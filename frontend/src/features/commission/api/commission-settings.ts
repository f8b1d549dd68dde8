import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { commissionKeys, commissionSettingsKeys } from '../../../api/admin-query-keys';
import type { CommissionSettings } from '../../../api/types';

/** The shop's commission settings: whether a deposit kept on a no-show is split by the barber's rate. */
export const commissionSettingsQueryOptions = () =>
  queryOptions({
    queryKey: commissionSettingsKeys.settings,
    queryFn: ({ signal }) => api.get('/api/commission/settings', { signal }),
  });

/** The owner changes them; periods already paid keep what they were paid with. */
export const useSaveCommissionSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CommissionSettings) => api.put('/api/commission/settings', { body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(commissionSettingsKeys.settings, saved);
      return queryClient.invalidateQueries({ queryKey: commissionKeys.all, predicate: (query) => query.queryKey[2] !== 'settings' });
    },
  });
};
