import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { ShopDate } from '../../../lib/time/shop-types';
import { invalidateUnavailable } from '../../../api/unavailability/invalidate-unavailable';

/** Blocks a whole day (hour 0). */
export const useCreateDayOff = (barberId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: ShopDate) => api.post('/api/unavailable/create', { body: { ...date, hour: 0, userId: barberId } }),
    onSettled: () => invalidateUnavailable(queryClient),
  });
};
