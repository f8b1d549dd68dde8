import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { ShopDate } from '../../../lib/time/shop-types';
import { invalidateUnavailable } from '../../../api/unavailability/invalidate-unavailable';

/** Opens a whole day again (its blocked times included). */
export const useDeleteDayOff = (barberId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ day, month, year }: ShopDate) =>
      api.post('/api/unavailable/delete/{userId}/{day}/{month}/{year}', { path: { userId: barberId, day, month, year } }),
    onSettled: () => invalidateUnavailable(queryClient),
  });
};
