import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Service } from '../types';
import { serviceKeys } from '../../../api/query-keys';

export const serviceQueryOptions = (serviceId: string) =>
  queryOptions({
    queryKey: serviceKeys.one(serviceId),
    queryFn: ({ signal }) => apiRequest<Service>(`job/get/${encodeURIComponent(serviceId)}`, { signal }),
  });
