import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ServiceDeleted } from '../types';
import { invalidateServiceQueries } from './invalidate-services';

export const useDeleteService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) => apiRequest<ServiceDeleted>(`job/delete/${encodeURIComponent(serviceId)}`, { method: 'DELETE' }),
    onSuccess: () => invalidateServiceQueries(queryClient),
  });
};
