import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateServiceQueries } from './invalidate-services';
import type { ServiceInput } from '../../../api/types';

export const useUpdateService = (serviceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceInput) => api.put('/api/job/update/{jobId}', { path: { jobId: serviceId }, body: input }),
    onSuccess: () => invalidateServiceQueries(queryClient),
  });
};
