import { ActionIcon, Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarMonth, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatLongDate, formatShortDate } from '../../../lib/format';
import { toIsoDate } from '../../../lib/iso-date';
import { addDays, mondayOf, sameDate } from '../../../lib/shop-date';
import type { ShopDate } from '../../../lib/shop-types';
import { agendaMonthParams, MONTH_ROUTE } from '../agenda-month';
import { DayTimeline } from './DayTimeline';
import { useTimeline } from '../../../api/agenda/get-timeline';
import type { AgendaView } from './types';
import { useSwipe } from './use-swipe';
import { WeekOverview } from './WeekOverview';

interface AgendaTimelineProps {
  barberId: string;
  /** Set when the owner looks at a team member's agenda: walk-ins from a free slot are booked for them. */
  barbeiro?: string;
  today: ShopDate;
  /** The day shown, or the week it is in. */
  date: ShopDate;
  view: AgendaView;
  onChange: (date: ShopDate, view: AgendaView) => void;
}

/** Minha Agenda: a day hour by hour or a week, arrows and swipes to move, the month list a tap away. */
export function AgendaTimeline({ barberId, barbeiro, today, date, view, onChange }: AgendaTimelineProps) {
  const week = view === 'semana';
  const from = week ? mondayOf(date) : date;
  const timeline = useTimeline(barberId, from, week ? 7 : 1);
  const step = week ? 7 : 1;
  const previous = () => onChange(addDays(date, -step), view);
  const next = () => onChange(addDays(date, step), view);
  const swipe = useSwipe(previous, next);
  const showsToday = week ? sameDate(mondayOf(today), from) : sameDate(today, date);

  return (
    <Stack gap="md">
      {/* One row down to 360 px: the buttons' side padding gives way before they wrap. */}
      <Group gap={6} grow preventGrowOverflow={false} wrap="nowrap">
        <Button px="xs" variant={week ? 'default' : 'filled'} onClick={() => onChange(date, 'dia')} aria-pressed={!week}>
          Dia
        </Button>
        <Button px="xs" variant={week ? 'filled' : 'default'} onClick={() => onChange(date, 'semana')} aria-pressed={week}>
          Semana
        </Button>
        <Button
          px="xs"
          variant="default"
          renderRoot={(props) => <Link to={MONTH_ROUTE} params={agendaMonthParams(date)} search={{ barbeiro }} {...props} />}
          leftSection={<IconCalendarMonth size={18} aria-hidden />}
        >
          Mês
        </Button>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <ActionIcon variant="default" size="xl" onClick={previous} aria-label={week ? 'Semana anterior' : 'Dia anterior'}>
          <IconChevronLeft aria-hidden />
        </ActionIcon>
        <Stack gap={0} align="center">
          <Text fw={800} size="lg" ta="center" aria-live="polite">
            {week ? weekTitle(from) : formatLongDate(date.day, date.month, date.year)}
          </Text>
          {showsToday ? (
            <Text size="sm" c="brass.3">
              {week ? 'Esta semana' : 'Hoje'}
            </Text>
          ) : (
            <Button variant="subtle" size="compact-sm" onClick={() => onChange(today, view)}>
              Voltar para hoje
            </Button>
          )}
        </Stack>
        <ActionIcon variant="default" size="xl" onClick={next} aria-label={week ? 'Próxima semana' : 'Próximo dia'}>
          <IconChevronRight aria-hidden />
        </ActionIcon>
      </Group>
      <div {...swipe} style={{ minHeight: '50vh' }}>
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
              today={toIsoDate(today)}
              onOpenDay={(day) =>
                onChange(
                  addDays(
                    from,
                    timeline.data.findIndex((entry) => entry.date === day),
                  ),
                  'dia',
                )
              }
            />
          ) : (
            <DayTimeline day={timeline.data[0]} barbeiro={barbeiro} />
          ))}
      </div>
    </Stack>
  );
}

function weekTitle(monday: ShopDate): string {
  const sunday = addDays(monday, 6);
  return `${formatShortDate(monday.day, monday.month, monday.year)} a ${formatShortDate(sunday.day, sunday.month, sunday.year)}`;
}
