import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUnavailable } from './invalidate-unavailable';

/** Removes one entry: a blocked time becomes bookable again. */
export const useDeleteUnavailable = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ id: string; deleted: true }>(`unavailable/delete/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => invalidateUnavailable(queryClient),
  });
};
