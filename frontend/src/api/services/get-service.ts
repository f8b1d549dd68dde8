import { queryOptions } from '@tanstack/react-query';
import { api } from '../client';
import { serviceKeys } from '../query-keys';

export const serviceQueryOptions = (serviceId: string) =>
  queryOptions({
    queryKey: serviceKeys.one(serviceId),
    queryFn: ({ signal }) => api.get('/api/job/get/{jobId}', { path: { jobId: serviceId }, signal }),
  });
