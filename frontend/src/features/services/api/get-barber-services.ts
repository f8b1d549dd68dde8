import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Service } from '../types';

export const barberServicesQueryOptions = (barberId: string | undefined) =>
  queryOptions({
    queryKey: ['services', 'byBarber', barberId],
    queryFn: barberId ? ({ signal }) => apiRequest<Service[]>(`job/listByUser/${encodeURIComponent(barberId)}`, { signal }) : skipToken,
  });

export const useBarberServices = (barberId: string | undefined) => useQuery(barberServicesQueryOptions(barberId));
