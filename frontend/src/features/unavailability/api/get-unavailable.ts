import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unavailableKeys } from '../../../api/admin-query-keys';

/** Every blocked day and time of the barber, ascending by date then hour. */
export const unavailableQueryOptions = (barberId: string) =>
  queryOptions({
    queryKey: unavailableKeys.list(barberId),
    queryFn: ({ signal }) => api.get('/api/unavailable/list/{userId}', { path: { userId: barberId }, signal }),
  });
