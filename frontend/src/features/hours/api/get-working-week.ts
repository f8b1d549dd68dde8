import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { hoursKeys } from '../../../api/admin-query-keys';

/** The barber's seven weekdays with their hours and breaks. */
export const workingWeekQueryOptions = (barberId: string) =>
  queryOptions({
    queryKey: hoursKeys.week(barberId),
    queryFn: ({ signal }) => api.get('/api/hour/week/{userId}', { path: { userId: barberId }, signal }),
  });
