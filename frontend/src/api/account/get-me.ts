import { queryOptions } from '@tanstack/react-query';
import { api } from '../client';
import { accountKeys } from '../admin-query-keys';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.me,
    queryFn: ({ signal }) => api.get('/api/auth/me', { signal }),
  });
