import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { paymentKeys } from '../../../api/admin-query-keys';

/** Owner only: the server answers 403 to anyone else (the key decides where the shop's money goes). */
export const paymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.settings,
    queryFn: ({ signal }) => api.get('/api/payments/settings', { signal }),
  });
