import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import type { ShopDate } from '../../lib/time/shop-types';
import { invalidateUnavailable } from './invalidate-unavailable';

interface BlockHoursRequest extends ShopDate {
  hours: number[];
}

/** Blocks times of one day (the barber's Horários sem agenda, the day view's Bloquear); 409 DEACTIVATE_CONFLICT when a booking holds one of them. */
export const useBlockHours = (barberId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BlockHoursRequest) => api.post('/api/appointment/deactivate', { body: { ...request, userId: barberId } }),
    onSettled: () => invalidateUnavailable(queryClient),
  });
};
