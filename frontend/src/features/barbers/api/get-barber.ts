import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Barber } from '../types';
import { barberKeys } from '../../../api/query-keys';

export const barberQueryOptions = (barberId: string | undefined) =>
  queryOptions({
    queryKey: barberKeys.one(barberId),
    queryFn: barberId ? ({ signal }) => apiRequest<Barber>(`auth/${encodeURIComponent(barberId)}`, { signal }) : skipToken,
  });

export const useBarber = (barberId: string | undefined) => useQuery(barberQueryOptions(barberId));
