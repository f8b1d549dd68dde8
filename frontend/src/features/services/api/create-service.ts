import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ServiceInput } from '../types';
import type { Service } from '../../../api/types';
import { invalidateServiceQueries } from './invalidate-services';

export const useCreateService = (barberId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceInput) => apiRequest<Service>(`job/create/${encodeURIComponent(barberId)}`, { method: 'POST', body: input }),
    onSuccess: () => invalidateServiceQueries(queryClient),
  });
};
