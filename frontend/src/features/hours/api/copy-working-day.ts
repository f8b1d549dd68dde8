import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { WorkingWeek } from '../types';
import { workingWeekQueryOptions } from './get-working-week';
import { invalidateHours } from './invalidate-hours';

export interface WorkingDayCopy {
  from: number;
  to: number[];
}

/** Gives other weekdays the hours, breaks and open/off state of one; answers the whole week. */
export const useCopyWorkingDay = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (copy: WorkingDayCopy) => apiRequest<WorkingWeek>(`hour/week/${encodeURIComponent(userId)}/copy`, { method: 'POST', body: copy }),
    onSuccess: (week) => queryClient.setQueryData(workingWeekQueryOptions(userId).queryKey, week),
    onSettled: () => invalidateHours(queryClient),
  });
};
