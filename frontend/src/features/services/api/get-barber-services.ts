import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Service } from '../types';
import { serviceKeys } from '../../../api/query-keys';

export const barberServicesQueryOptions = (barberId: string | undefined) =>
  queryOptions({
    queryKey: serviceKeys.byBarber(barberId),
    queryFn: barberId ? ({ signal }) => apiRequest<Service[]>(`job/listByUser/${encodeURIComponent(barberId)}`, { signal }) : skipToken,
  });

export const useBarberServices = (barberId: string | undefined) => useQuery(barberServicesQueryOptions(barberId));
