import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { BarberAccount } from '../types';

/** Every admin query key starts with 'admin', so logging out can drop them all at once. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) => apiRequest<BarberAccount>('auth/me', { signal }),
  });

export const useMe = () => useQuery(meQueryOptions());
