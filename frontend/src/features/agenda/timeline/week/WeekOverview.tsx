import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { bookingsLabel, formatShortDate } from '../../../../lib/format/format';
import type { TimelineDay } from '../../../../api/types';
import { WeekDayBookings } from './WeekDayBookings';

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
        const live = day.appointments.filter((booking) => !booking.cancelledAt);
        const isToday = day.date === today;
        return (
          <Paper key={day.date} withBorder p="sm" component="section" aria-label={formatShortDate(day.day, day.month, day.year)}>
            {/* Named 'Ver o dia Seg 30/11 …', what it shows in the name; a 44 px target. */}
            <UnstyledButton onClick={() => onOpenDay(day.date)} w="100%" mih={44}>
              <Group justify="space-between" wrap="nowrap" mih={44}>
                <Group gap="xs">
                  <Text fw={800}>
                    <span className="spoken-only">Ver o dia </span>
                    {formatShortDate(day.day, day.month, day.year)}
                  </Text>
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
                    : `${bookingsLabel(live.length)} · ${freeCount(day)} livres`}
                </Text>
              </Group>
            </UnstyledButton>
            {live.length > 0 && <WeekDayBookings bookings={live} barbeiro={barbeiro} />}
          </Paper>
        );
      })}
    </Stack>
  );
}
