import type { ReactNode } from 'react';
import { ActionIcon, Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatShortDate } from '../../../lib/format';
import { toIsoDate } from '../../../lib/iso-date';
import { addDays, mondayOf, sameDate } from '../../../lib/shop-date';
import type { ShopDate } from '../../../lib/shop-types';
import { agendaMonthParams, MONTH_ROUTE } from '../agenda-month';
import { DayTimeline } from './DayTimeline';
import { useTimeline } from '../../../api/agenda/get-timeline';
import { dayTitle } from './day-title';
import type { AgendaView } from './types';
import { useSwipe } from './use-swipe';
import { WeekOverview } from './WeekOverview';
import classes from './AgendaTimeline.module.css';

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
  onChange: (date: ShopDate, view: AgendaView) => void;
}

/**
 * Minha Agenda: a day hour by hour or a week, arrows and swipes to move, the month list a tap away.
 * At 360 px everything above the first slot is two rows of 44 px (title and views; the day and its
 * arrows); Novo agendamento floats at the thumb, the Lixeira is under the day.
 */
export function AgendaTimeline({ title, barberChoice, barberId, barbeiro, today, timeZone, date, view, onChange }: AgendaTimelineProps) {
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
      <Group justify="space-between" gap="xs" wrap="nowrap" mih={44}>
        <div style={{ minWidth: 0, flex: 1 }}>{title}</div>
        <Button.Group>
          <Button h={44} px={8} fz="sm" variant={week ? 'default' : 'filled'} onClick={() => onChange(date, 'dia')} aria-pressed={!week}>
            Dia
          </Button>
          <Button h={44} px={8} fz="sm" variant={week ? 'filled' : 'default'} onClick={() => onChange(date, 'semana')} aria-pressed={week}>
            Semana
          </Button>
          <Button
            h={44}
            px={8}
            fz="sm"
            variant="default"
            renderRoot={(props) => <Link to={MONTH_ROUTE} params={agendaMonthParams(date)} search={{ barbeiro }} {...props} />}
          >
            Mês
          </Button>
        </Button.Group>
      </Group>
      {barberChoice}
      <Group justify="space-between" wrap="nowrap" gap="xs" mih={44}>
        <ActionIcon variant="default" size={44} onClick={previous} aria-label={week ? 'Semana anterior' : 'Dia anterior'}>
          <IconChevronLeft aria-hidden />
        </ActionIcon>
        <Stack gap={0} align="center" style={{ flex: 1, minWidth: 0 }}>
          <Text fw={800} ta="center" lh={1.25} aria-live="polite">
            {week ? weekTitle(from) : dayTitle(date.day, date.month, date.year)}
          </Text>
          {showsToday && (
            <Text size="xs" c="brass.3" lh={1.3}>
              {week ? 'Esta semana' : 'Hoje'}
            </Text>
          )}
        </Stack>
        <ActionIcon variant="default" size={44} onClick={next} aria-label={week ? 'Próxima semana' : 'Próximo dia'}>
          <IconChevronRight aria-hidden />
        </ActionIcon>
        {!showsToday && (
          <Button
            h={44}
            px="sm"
            variant="light"
            onClick={() => onChange(today, view)}
            aria-label={week ? 'Voltar para esta semana' : 'Voltar para hoje'}
          >
            Hoje
          </Button>
        )}
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
              barbeiro={barbeiro}
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
            <DayTimeline day={timeline.data[0]} barbeiro={barbeiro} timeZone={timeZone} />
          ))}
      </div>
      {/* At the start of the row: Novo floats over its end. */}
      <Group justify="flex-start">
        <Button
          component={Link}
          to="/administrador/minha-agenda/lixeira"
          variant="subtle"
          color="gray"
          h={44}
          leftSection={<IconTrash size={18} aria-hidden />}
        >
          Lixeira
        </Button>
      </Group>
      <Button
        className={classes.fab}
        size="lg"
        radius="xl"
        renderRoot={(props) => <Link to="/administrador/minha-agenda/formulario" search={{ barbeiro, dia: toIsoDate(date) }} {...props} />}
        leftSection={<IconPlus size={20} aria-hidden />}
        aria-label="Novo agendamento"
      >
        Novo
      </Button>
    </Stack>
  );
}

function weekTitle(monday: ShopDate): string {
  const sunday = addDays(monday, 6);
  return `${formatShortDate(monday.day, monday.month, monday.year)} a ${formatShortDate(sunday.day, sunday.month, sunday.year)}`;
}
