import { Alert, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { toIsoDate } from '../../../lib/time/iso-date';
import { addDays } from '../../../lib/time/shop-date';
import type { ShopDate } from '../../../lib/time/shop-types';
import type { TimelineDay } from '../../../api/types';
import { DayTimeline } from './day/DayTimeline';
import type { LinkedSheet } from './types';
import { WeekOverview } from './week/WeekOverview';

interface AgendaTimelineDaysProps {
  timeline: UseQueryResult<TimelineDay[]>;
  week: boolean;
  /** The first day shown: the week's Monday, or the day. */
  from: ShopDate;
  barbeiro?: string;
  today: ShopDate;
  timeZone: string;
  /** A booking whose sheet opens with its day. */
  sheetFor?: LinkedSheet;
  /** A day of the week tapped: its timeline. */
  onOpenDay: (date: ShopDate) => void;
}

/** The days shown: placeholders while they load, the error, then the week's overview or the day hour by hour. */
export function AgendaTimelineDays({ timeline, week, from, barbeiro, today, timeZone, sheetFor, onOpenDay }: AgendaTimelineDaysProps) {
  return (
    <>
      {timeline.isPending && (
        <Stack gap={6} aria-busy="true">
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} height={52} />
          ))}
        </Stack>
      )}
      {timeline.isError && (
        <Alert color="red" title="Erro!">
          {timeline.error.message}
        </Alert>
      )}
      {timeline.data &&
        (week ? (
          <WeekOverview
            days={timeline.data}
            barbeiro={barbeiro}
            today={toIsoDate(today)}
            onOpenDay={(day) =>
              onOpenDay(
                addDays(
                  from,
                  timeline.data.findIndex((entry) => entry.date === day),
                ),
              )
            }
          />
        ) : (
          <DayTimeline day={timeline.data[0]} barbeiro={barbeiro} timeZone={timeZone} sheetFor={sheetFor} />
        ))}
    </>
  );
}
