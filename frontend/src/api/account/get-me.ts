import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { accountKeys } from '../query-keys';
import type { BarberAccount } from '../types';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.me,
    queryFn: ({ signal }) => apiRequest<BarberAccount>('auth/me', { signal }),
  });
