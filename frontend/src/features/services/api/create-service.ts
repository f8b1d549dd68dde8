import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateServiceQueries } from './invalidate-services';
import type { ServiceInput } from '../../../api/types';

export const useCreateService = (barberId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceInput) => api.post('/api/job/create/{userId}', { path: { userId: barberId }, body: input }),
    onSuccess: () => invalidateServiceQueries(queryClient),
  });
};
