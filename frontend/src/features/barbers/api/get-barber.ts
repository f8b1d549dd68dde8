import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Barber } from '../types';
import { barberKeys } from '../../../api/query-keys';

export const barberQueryOptions = (barberId: string) =>
  queryOptions({
    queryKey: barberKeys.one(barberId),
    queryFn: ({ signal }) => apiRequest<Barber>(`auth/${encodeURIComponent(barberId)}`, { signal }),
  });
