import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { ShopDate } from '../../lib/time/shop-types';
import { agendaKeys } from '../admin-query-keys';

/** `days` consecutive days of the barber's agenda from `from`, slot by slot. */
export const timelineQueryOptions = (barberId: string, from: ShopDate, days: number) =>
  queryOptions({
    queryKey: agendaKeys.timeline(barberId, from, days),
    queryFn: async ({ signal }) => {
      const { day, month, year } = from;
      const answer = await api.get('/api/appointment/admin/timeline/{barberId}', { path: { barberId }, query: { day, month, year, days }, signal });
      return answer.days;
    },
    // "Now" moves: a slot running out turns past, so the day is re-read every minute while shown.
    refetchInterval: 60_000,
  });

export const useTimeline = (barberId: string, from: ShopDate, days: number) => useQuery(timelineQueryOptions(barberId, from, days));
