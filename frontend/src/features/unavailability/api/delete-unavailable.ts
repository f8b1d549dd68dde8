import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateUnavailable } from '../../../api/unavailability/invalidate-unavailable';

/** Removes one entry: a blocked time becomes bookable again. */
export const useDeleteUnavailable = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/unavailable/delete/{id}', { path: { id } }),
    onSettled: () => invalidateUnavailable(queryClient),
  });
};
