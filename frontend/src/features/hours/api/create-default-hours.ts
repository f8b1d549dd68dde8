import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { HourSlot } from '../types';
import { invalidateHours } from './invalidate-hours';

/** The 25 default slots, 07:30 to 19:30; 409 HOURS_ALREADY_EXIST when the barber has hours. */
export const useCreateDefaultHours = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<HourSlot[]>(`hour/create/list/${encodeURIComponent(userId)}`, { method: 'POST' }),
    onSettled: () => invalidateHours(queryClient),
  });
};
