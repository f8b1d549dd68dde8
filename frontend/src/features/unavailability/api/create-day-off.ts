import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ShopDate } from '../../../lib/shop-types';
import type { UnavailableEntry } from '../types';
import { invalidateUnavailable } from './invalidate-unavailable';

/** Blocks a whole day (hour 0). */
export const useCreateDayOff = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: ShopDate) => apiRequest<UnavailableEntry>('unavailable/create', { method: 'POST', body: { ...date, hour: 0, userId } }),
    onSettled: () => invalidateUnavailable(queryClient),
  });
};
