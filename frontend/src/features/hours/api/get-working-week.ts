import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { WorkingWeek } from '../types';
import { hoursKeys } from '../../../api/query-keys';

/** The barber's seven weekdays with their hours and breaks. */
export const workingWeekQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: hoursKeys.week(userId),
    queryFn: ({ signal }) => apiRequest<WorkingWeek>(`hour/week/${encodeURIComponent(userId)}`, { signal }),
  });
