import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Service } from '../types';

export const serviceQueryOptions = (serviceId: string | undefined) =>
  queryOptions({
    queryKey: ['services', serviceId],
    queryFn: serviceId ? ({ signal }) => apiRequest<Service>(`job/get/${encodeURIComponent(serviceId)}`, { signal }) : skipToken,
  });

export const useService = (serviceId: string | undefined) => useQuery(serviceQueryOptions(serviceId));
