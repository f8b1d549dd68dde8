import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateServiceQueries } from './invalidate-services';

export const useDeleteService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) => api.delete('/api/job/delete/{jobId}', { path: { jobId: serviceId } }),
    onSuccess: () => invalidateServiceQueries(queryClient),
  });
};
