import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { serviceKeys } from '../query-keys';

export const barberServicesQueryOptions = (barberId: string) =>
  queryOptions({
    queryKey: serviceKeys.byBarber(barberId),
    queryFn: ({ signal }) => api.get('/api/job/listByUser/{userId}', { path: { userId: barberId }, signal }),
  });

export const useBarberServices = (barberId: string) => useQuery(barberServicesQueryOptions(barberId));
