import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { addDays, mondayOf, sameDate } from '../../../lib/time/shop-date';
import type { ShopDate } from '../../../lib/time/shop-types';
import { useTimeline } from '../../../api/agenda/get-timeline';
import { AgendaBottomButtons } from './AgendaBottomButtons';
import { AgendaPeriodNavigation } from './AgendaPeriodNavigation';
import { AgendaTimelineDays } from './AgendaTimelineDays';
import { AgendaViewSwitch } from './AgendaViewSwitch';
import { DayActions } from './DayActions';
import type { AgendaView, LinkedSheet } from './types';
import { useSwipe } from './use-swipe';

interface AgendaTimelineProps {
  /** The page's title (whose agenda it is), beside the view switch. */
  title: ReactNode;
  /** The owner's choice of barber, under the title; absent for a barber. */
  barberChoice?: ReactNode;
  barberId: string;
  /** Set when the owner looks at a team member's agenda: walk-ins from a free slot are booked for them. */
  barbeiro?: string;
  today: ShopDate;
  timeZone: string;
  /** The day shown, or the week it is in. */
  date: ShopDate;
  view: AgendaView;
  /** A booking of the day whose sheet opens with it (`?agendamento=`, the deposit push's link). */
  sheetFor?: LinkedSheet;
  onChange: (date: ShopDate, view: AgendaView) => void;
}

/**
 * Minha Agenda: a day hour by hour or a week, arrows and swipes to move, the month list a tap away.
 * At 360 px above the first slot are two rows of 44 px (title and views; the day and its arrows), then the day's
 * actions (Sinais a confirmar, the waiting list, Bloquear); Novo agendamento floats at the thumb, the Lixeira is under the day.
 */
export function AgendaTimeline({ title, barberChoice, barberId, barbeiro, today, timeZone, date, view, sheetFor, onChange }: AgendaTimelineProps) {
  const week = view === 'semana';
  const from = week ? mondayOf(date) : date;
  const timeline = useTimeline(barberId, from, week ? 7 : 1);
  const step = week ? 7 : 1;
  const previous = () => onChange(addDays(date, -step), view);
  const next = () => onChange(addDays(date, step), view);
  const swipe = useSwipe(previous, next);
  const showsToday = week ? sameDate(mondayOf(today), from) : sameDate(today, date);

  return (
    <Stack gap={8} pb={72}>
      <AgendaViewSwitch title={title} date={date} view={view} barbeiro={barbeiro} onChange={(nextView) => onChange(date, nextView)} />
      {barberChoice}
      <AgendaPeriodNavigation
        week={week}
        date={date}
        from={from}
        showsToday={showsToday}
        onPrevious={previous}
        onNext={next}
        onToday={() => onChange(today, view)}
      />
      {!week && timeline.data && <DayActions barberId={barberId} day={timeline.data[0]} />}
      <div {...swipe} style={{ minHeight: '50vh' }}>
        <AgendaTimelineDays
          timeline={timeline}
          week={week}
          from={from}
          barbeiro={barbeiro}
          today={today}
          timeZone={timeZone}
          sheetFor={sheetFor}
          onOpenDay={(day) => onChange(day, 'dia')}
        />
      </div>
      <AgendaBottomButtons date={date} barbeiro={barbeiro} />
    </Stack>
  );
}
