import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Weekdays the barber does not work (0 = Sunday), ascending. */
export const daysOffQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'hours', 'daysOff', userId],
    queryFn: ({ signal }) => apiRequest<number[]>(`hour/day-off/list/${encodeURIComponent(userId)}`, { signal }),
  });

export const useDaysOff = (userId: string) => useQuery(daysOffQueryOptions(userId));
