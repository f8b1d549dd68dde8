import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { BarberAccount } from '../types';
import { accountKeys } from '../../../api/query-keys';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.me,
    queryFn: ({ signal }) => apiRequest<BarberAccount>('auth/me', { signal }),
  });
