import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ShopDate } from '../../../lib/shop-types';
import type { UnavailableEntry } from '../types';
import { invalidateUnavailable } from './invalidate-unavailable';

export interface DaysOffRange {
  from: ShopDate;
  to: ShopDate;
}

export interface DaysOffRangeResult {
  entries: UnavailableEntry[];
  /** Days of the range that keep their appointments. */
  daysWithAppointments: ShopDate[];
}

/** Blocks every day from `from` to `to` (a holiday, a vacation) in one call. */
export const useCreateDaysOffRange = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (range: DaysOffRange) => apiRequest<DaysOffRangeResult>('unavailable/range', { method: 'POST', body: { userId, ...range } }),
    onSettled: () => invalidateUnavailable(queryClient),
  });
};
