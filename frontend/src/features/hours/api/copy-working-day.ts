import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { workingWeekQueryOptions } from './get-working-week';
import { invalidateHours } from './invalidate-hours';

export interface WorkingDayCopy {
  from: number;
  to: number[];
}

/** Gives other weekdays the hours, breaks and open/off state of one; answers the whole week. */
export const useCopyWorkingDay = (barberId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (copy: WorkingDayCopy) => api.post('/api/hour/week/{userId}/copy', { path: { userId: barberId }, body: copy }),
    onSuccess: (week) => queryClient.setQueryData(workingWeekQueryOptions(barberId).queryKey, week),
    onSettled: () => invalidateHours(queryClient),
  });
};
