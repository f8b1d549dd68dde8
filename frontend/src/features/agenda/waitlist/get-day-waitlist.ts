import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { agendaKeys } from '../../../api/admin-query-keys';

/** Who waits for a day of a barber's agenda (the barber's own, or a team member's for the owner), in order of arrival. */
export const dayWaitlistQueryOptions = (barberId: string, isoDate: string) =>
  queryOptions({
    queryKey: agendaKeys.waitlist(barberId, isoDate),
    queryFn: async ({ signal }) => (await api.get('/api/waitlist/admin', { query: { date: isoDate, userId: barberId }, signal })).entries,
    // An offer's state moves on by itself (taken, expired): read again with the day's timeline.
    refetchInterval: 60_000,
  });

export const useDayWaitlist = (barberId: string, isoDate: string, enabled: boolean) =>
  useQuery({ ...dayWaitlistQueryOptions(barberId, isoDate), enabled });
