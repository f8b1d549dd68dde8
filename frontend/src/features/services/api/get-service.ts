import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Service } from '../types';
import { serviceKeys } from '../../../api/query-keys';

export const serviceQueryOptions = (serviceId: string | undefined) =>
  queryOptions({
    queryKey: serviceKeys.one(serviceId),
    queryFn: serviceId ? ({ signal }) => apiRequest<Service>(`job/get/${encodeURIComponent(serviceId)}`, { signal }) : skipToken,
  });

export const useService = (serviceId: string | undefined) => useQuery(serviceQueryOptions(serviceId));
