import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { HourSlot } from '../types';

/** The logged-in barber's general slots, ascending. */
export const hoursQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'hours', 'list'],
    queryFn: ({ signal }) => apiRequest<HourSlot[]>('hour/list', { signal }),
  });

export const useHours = () => useQuery(hoursQueryOptions());
