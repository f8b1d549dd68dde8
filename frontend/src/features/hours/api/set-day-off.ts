import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { daysOffQueryOptions } from './get-days-off';
import { invalidateHours } from './invalidate-hours';

interface DayOffChange {
  weekday: number;
  off: boolean;
}

/** Marks a weekday off (vinculate) or a working day again (un-vinculate); answers the new list. */
export const useSetDayOff = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ weekday, off }: DayOffChange) =>
      apiRequest<number[]>(`hour/day-off/${off ? 'vinculate' : 'un-vinculate'}/${encodeURIComponent(userId)}/${weekday}`, {
        method: 'POST',
      }),
    onSuccess: (weekdays) => queryClient.setQueryData(daysOffQueryOptions(userId).queryKey, weekdays),
    onSettled: () => invalidateHours(queryClient),
  });
};
