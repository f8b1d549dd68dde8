import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Service } from '../types';
import { serviceKeys } from '../../../api/query-keys';

export const barberServicesQueryOptions = (barberId: string) =>
  queryOptions({
    queryKey: serviceKeys.byBarber(barberId),
    queryFn: ({ signal }) => apiRequest<Service[]>(`job/listByUser/${encodeURIComponent(barberId)}`, { signal }),
  });

export const useBarberServices = (barberId: string) => useQuery(barberServicesQueryOptions(barberId));
