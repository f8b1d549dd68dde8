import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { appointmentsLabel, formatShortDate } from '../../../lib/format';
import { clientLabel } from '../client-label';
import type { TimelineDay } from '../../../api/types';

interface WeekOverviewProps {
  days: TimelineDay[];
  /** A team member's agenda the owner is looking at: the edit form comes back to it. */
  barbeiro?: string;
  today: string;
  /** Opens a day's timeline. */
  onOpenDay: (date: string) => void;
}

const freeCount = (day: TimelineDay) => day.slots.filter((slot) => slot.state === 'free').length;

/** Seven days at a glance: each day's bookings (tap to open) and free slots; a day's header opens its timeline. */
export function WeekOverview({ days, barbeiro, today, onOpenDay }: WeekOverviewProps) {
  return (
    <Stack gap="sm">
      {days.map((day) => {
        const live = day.appointments.filter((appointment) => !appointment.cancelledAt);
        const isToday = day.date === today;
        return (
          <Paper key={day.date} withBorder p="sm" component="section" aria-label={formatShortDate(day.day, day.month, day.year)}>
            <UnstyledButton onClick={() => onOpenDay(day.date)} w="100%" aria-label={`Ver o dia ${formatShortDate(day.day, day.month, day.year)}`}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs">
                  <Text fw={800}>{formatShortDate(day.day, day.month, day.year)}</Text>
                  {isToday && (
                    <Badge size="sm" variant="filled">
                      Hoje
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {day.closure
                    ? day.closure === 'weekday_off'
                      ? 'Folga'
                      : 'Sem agenda'
                    : `${appointmentsLabel(live.length)} · ${freeCount(day)} livres`}
                </Text>
              </Group>
            </UnstyledButton>
            {live.length > 0 && (
              <Stack gap={4} mt="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {live.map((appointment) => (
                  <li key={appointment.id}>
                    <Link
                      to="/administrador/minha-agenda/formulario/$id"
                      params={{ id: appointment.id }}
                      search={{ voltar: appointment.date, barbeiro }}
                      style={{ color: 'inherit', textDecoration: 'none', display: 'block', padding: '4px 0' }}
                    >
                      <Text span fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {appointment.label}
                      </Text>{' '}
                      <Text span>{clientLabel(appointment)}</Text>{' '}
                      <Text span c="dimmed" size="sm">
                        · {appointment.job.name}
                      </Text>
                      {appointment.outsideHours && (
                        <Text span c="yellow.4" size="sm">
                          {' '}
                          · fora do horário
                        </Text>
                      )}
                    </Link>
                  </li>
                ))}
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
