import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { barberKeys } from '../../../api/query-keys';

export const barbersQueryOptions = () =>
  queryOptions({
    queryKey: barberKeys.list(),
    queryFn: ({ signal }) => api.get('/api/auth', { signal }),
  });
