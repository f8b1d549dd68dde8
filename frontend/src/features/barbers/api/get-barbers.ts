import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Barber } from '../../../api/types';
import { barberKeys } from '../../../api/query-keys';

export const barbersQueryOptions = () =>
  queryOptions({
    queryKey: barberKeys.list(),
    queryFn: ({ signal }) => apiRequest<Barber[]>('auth', { signal }),
  });
