import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ShopDate } from '../../../lib/shop-types';
import type { TimelineDay } from './types';
import { agendaKeys } from '../../../api/query-keys';

/** `days` consecutive days of the barber's agenda from `from`, slot by slot. */
export const timelineQueryOptions = (barberId: string, from: ShopDate, days: number) =>
  queryOptions({
    queryKey: agendaKeys.timeline(barberId, from, days),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ day: String(from.day), month: String(from.month), year: String(from.year), days: String(days) });
      const answer = await apiRequest<{ days: TimelineDay[] }>(`appointment/admin/timeline/${encodeURIComponent(barberId)}?${params}`, { signal });
      return answer.days;
    },
    // "Now" moves: a slot running out turns past, so the day is re-read every minute while shown.
    refetchInterval: 60_000,
  });

export const useTimeline = (barberId: string, from: ShopDate, days: number) => useQuery(timelineQueryOptions(barberId, from, days));
