import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { HourSlot } from '../types';
import { hoursQueryOptions } from './get-hours';
import { invalidateHours } from './invalidate-hours';

/** Turns one slot on or off; the switch moves at once and rolls back if the call fails. */
export const useUpdateHour = () => {
  const queryClient = useQueryClient();
  const listKey = hoursQueryOptions().queryKey;
  return useMutation({
    mutationFn: (slot: Pick<HourSlot, 'id' | 'hour' | 'available'>) => apiRequest<HourSlot>('hour/update', { method: 'PUT', body: slot }),
    onMutate: async (slot) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData(listKey);
      queryClient.setQueryData(listKey, (list) => list?.map((item) => (item.id === slot.id ? { ...item, available: slot.available } : item)));
      return { previous };
    },
    onError: (_error, _slot, context) => queryClient.setQueryData(listKey, context?.previous),
    onSettled: () => invalidateHours(queryClient),
  });
};
