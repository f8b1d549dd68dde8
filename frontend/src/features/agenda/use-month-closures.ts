import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { timelineQueryOptions } from '../../api/agenda/get-timeline';
import type { CalendarMonth } from '../../lib/time/iso-date';
import { daysInMonth } from '../../lib/time/shop-date';
import type { TimelineDay } from '../../api/types';

/** Why a whole day has no agenda: the barber's weekday off, or a day blocked entirely. */
export type DayClosure = NonNullable<TimelineDay['closure']>;

/** The most days one timeline request reads. */
const DAYS_PER_REQUEST = 7;

interface MonthClosures {
  /** The closed days of the month, by ISO date. */
  closures: ReadonlyMap<string, DayClosure>;
  loading: boolean;
}

/** Kept the same function, so the answer is a new map only when a week's answer changed (the calendar redraws on it). */
function combineWeeks(weeks: UseQueryResult<TimelineDay[]>[]): MonthClosures {
  const days = weeks.flatMap((week) => week.data ?? []);
  return {
    closures: new Map(days.flatMap((day) => (day.closure ? [[day.date, day.closure] as const] : []))),
    loading: weeks.some((week) => week.isPending),
  };
}

/** The barber's closed days in a month, read from the agenda a week at a time (the timeline's limit). */
export function useMonthClosures(barberId: string, { year, month }: CalendarMonth): MonthClosures {
  const length = daysInMonth(year, month);
  const firstDays = Array.from({ length: Math.ceil(length / DAYS_PER_REQUEST) }, (_, week) => 1 + week * DAYS_PER_REQUEST);
  return useQueries({
    queries: firstDays.map((day) => ({
      ...timelineQueryOptions(barberId, { year, month, day }, Math.min(DAYS_PER_REQUEST, length - day + 1)),
      // Closures change only when the barber changes the hours or blocks a day, and those refresh the agenda's queries.
      refetchInterval: false as const,
    })),
    combine: combineWeeks,
  });
}
