import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { ShopDate } from '../../../lib/time/shop-types';
import { invalidateUnavailable } from '../../../api/unavailability/invalidate-unavailable';

export interface DaysOffRange {
  from: ShopDate;
  to: ShopDate;
}

/** Blocks every day from `from` to `to` (a holiday, a vacation) in one call. */
export const useCreateDaysOffRange = (barberId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (range: DaysOffRange) => api.post('/api/unavailable/range', { body: { userId: barberId, ...range } }),
    onSettled: () => invalidateUnavailable(queryClient),
  });
};
