import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { DaysOffRange } from './create-days-off-range';
import { invalidateUnavailable } from './invalidate-unavailable';

/** Opens every day from `from` to `to` again (their blocked times included). */
export const useDeleteDaysOffRange = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (range: DaysOffRange) => apiRequest<{ deleted: number }>('unavailable/range/delete', { method: 'POST', body: { userId, ...range } }),
    onSettled: () => invalidateUnavailable(queryClient),
  });
};
