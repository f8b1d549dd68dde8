import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { WorkingHours, WorkingWeek } from '../types';
import { workingWeekQueryOptions } from './get-working-week';
import { invalidateHours } from './invalidate-hours';

export interface WorkingDayChange {
  weekday: number;
  open: boolean;
  /** Required to open a weekday; without it a weekday off keeps its hours. */
  hours?: WorkingHours;
}

/** Sets one weekday open or off, with its hours and breaks; answers the whole week. */
export const useSetWorkingDay = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ weekday, ...change }: WorkingDayChange) =>
      apiRequest<WorkingWeek>(`hour/week/${encodeURIComponent(userId)}/${weekday}`, { method: 'PUT', body: change }),
    onSuccess: (week) => queryClient.setQueryData(workingWeekQueryOptions(userId).queryKey, week),
    onSettled: () => invalidateHours(queryClient),
  });
};
