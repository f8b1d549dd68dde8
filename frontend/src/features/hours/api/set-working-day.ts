import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { workingWeekQueryOptions } from './get-working-week';
import { invalidateHours } from './invalidate-hours';
import type { WorkingHours } from '../../../api/types';

export interface WorkingDayChange {
  weekday: number;
  open: boolean;
  /** Required to open a weekday; without it a weekday off keeps its hours. */
  hours?: WorkingHours;
}

/** Sets one weekday open or off, with its hours and breaks; answers the whole week. */
export const useSetWorkingDay = (barberId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ weekday, ...change }: WorkingDayChange) =>
      api.put('/api/hour/week/{userId}/{weekday}', { path: { userId: barberId, weekday }, body: change }),
    onSuccess: (week) => queryClient.setQueryData(workingWeekQueryOptions(barberId).queryKey, week),
    onSettled: () => invalidateHours(queryClient),
  });
};
