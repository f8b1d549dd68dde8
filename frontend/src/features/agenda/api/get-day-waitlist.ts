import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { agendaKeys } from '../../../api/admin-query-keys';

/** Who waits for a day of the logged-in barber's agenda, in order of arrival. */
export const dayWaitlistQueryOptions = (isoDate: string) =>
  queryOptions({
    queryKey: agendaKeys.waitlist(isoDate),
    queryFn: async ({ signal }) => (await api.get('/api/waitlist/admin', { query: { date: isoDate }, signal })).entries,
    // An offer's state moves on by itself (taken, expired): read again with the day's timeline.
    refetchInterval: 60_000,
  });

export const useDayWaitlist = (isoDate: string, enabled: boolean) => useQuery({ ...dayWaitlistQueryOptions(isoDate), enabled });
