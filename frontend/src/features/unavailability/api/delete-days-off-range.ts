import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { DaysOffRange } from './create-days-off-range';
import { invalidateUnavailable } from '../../../api/unavailability/invalidate-unavailable';

/** Opens every day from `from` to `to` again (their blocked times included). */
export const useDeleteDaysOffRange = (barberId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (range: DaysOffRange) => api.post('/api/unavailable/range/delete', { body: { userId: barberId, ...range } }),
    onSettled: () => invalidateUnavailable(queryClient),
  });
};
