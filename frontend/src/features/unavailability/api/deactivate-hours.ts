import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { ShopDate } from '../../../lib/shop-types';
import { invalidateUnavailable } from './invalidate-unavailable';

interface DeactivateRequest extends ShopDate {
  hours: number[];
}

/** Blocks times of one day; 409 DEACTIVATE_CONFLICT when a booking holds one of them. */
export const useDeactivateHours = (barberId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeactivateRequest) => api.post('/api/appointment/deactivate', { body: { ...request, userId: barberId } }),
    onSettled: () => invalidateUnavailable(queryClient),
  });
};
