import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Barber } from '../types';

export const barbersQueryOptions = () =>
  queryOptions({
    queryKey: ['barbers'],
    queryFn: ({ signal }) => apiRequest<Barber[]>('auth', { signal }),
  });

export const useBarbers = () => useQuery(barbersQueryOptions());
