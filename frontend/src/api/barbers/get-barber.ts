import { queryOptions } from '@tanstack/react-query';
import { api } from '../client';
import { barberKeys } from '../query-keys';

export const barberQueryOptions = (barberId: string) =>
  queryOptions({
    queryKey: barberKeys.one(barberId),
    queryFn: ({ signal }) => api.get('/api/auth/{id}', { path: { id: barberId }, signal }),
  });
