import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ServiceInput } from '../types';
import type { Service } from '../../../api/types';
import { invalidateServiceQueries } from './invalidate-services';

export const useUpdateService = (serviceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceInput) =>
      apiRequest<Service>(`job/update/${encodeURIComponent(serviceId)}`, { method: 'PUT', body: { id: serviceId, ...input } }),
    onSuccess: () => invalidateServiceQueries(queryClient),
  });
};
