import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ManagedBooking } from '../types';
import { manageKeys } from '../../../api/query-keys';

export const managedBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: manageKeys.booking(token),
    queryFn: ({ signal }) => apiRequest<ManagedBooking>(`appointment/manage/${encodeURIComponent(token)}`, { signal }),
    staleTime: 0,
    retry: false,
  });
