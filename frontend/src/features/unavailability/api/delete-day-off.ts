import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ShopDate } from '../../../lib/shop-types';
import { invalidateUnavailable } from './invalidate-unavailable';

/** Opens a whole day again (its blocked times included). */
export const useDeleteDayOff = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ day, month, year }: ShopDate) =>
      apiRequest<{ deleted: number }>(`unavailable/delete/${encodeURIComponent(userId)}/${day}/${month}/${year}`, {
        method: 'POST',
      }),
    onSettled: () => invalidateUnavailable(queryClient),
  });
};
