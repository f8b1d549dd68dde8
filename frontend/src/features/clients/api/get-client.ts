import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ClientHistory } from '../types';
import { clientKeys } from '../../../api/query-keys';

/** One client and their bookings with the logged-in barber. */
export const clientQueryOptions = (contactKey: string) =>
  queryOptions({
    queryKey: clientKeys.one(contactKey),
    queryFn: ({ signal }) => apiRequest<ClientHistory>(`appointment/admin/clients/${encodeURIComponent(contactKey)}`, { signal }),
  });
