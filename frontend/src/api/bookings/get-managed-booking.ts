import { queryOptions } from '@tanstack/react-query';
import { api } from '../client';
import { manageKeys } from '../query-keys';

export const managedBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: manageKeys.booking(token),
    queryFn: ({ signal }) => api.get('/api/appointment/manage/{token}', { path: { token }, signal }),
    staleTime: 0,
    retry: false,
  });
