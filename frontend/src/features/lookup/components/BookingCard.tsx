import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendar, IconClock, IconScissors, IconUser } from '@tabler/icons-react';
import { formatBRL, formatHour, formatWeekdayDate } from '../../../lib/format/format';
import classes from '../../../components/booking/AppointmentCard.module.css';
import type { BookingCardFields } from '../booking-card-fields';

/**
 * A booking as the client sees it: no edit or delete controls; `action` is the link to manage it, on the device that booked
 * it. One its unpaid deposit's hold cancelled says so.
 */
export function BookingCard({ booking, action }: { booking: BookingCardFields; action?: ReactNode }) {
  const { day, month, year, hour, serviceName, barberName, clientName, price, previousPayment, expiredUnpaid } = booking;
  return (
    <Paper component="article" withBorder p="md" className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6}>
          <Group gap={8} wrap="nowrap">
            <IconCalendar size={18} aria-hidden />
            <Text fw={700} size="lg">
              {formatWeekdayDate(day, month, year)}
            </Text>
          </Group>
          <Group gap={8} wrap="nowrap">
            <IconClock size={18} aria-hidden />
            <Text fw={700} size="lg">
              {formatHour(hour)}
            </Text>
          </Group>
        </Stack>
        <Text fw={700} c="brass.3" style={{ whiteSpace: 'nowrap' }}>
          {formatBRL(price)}
        </Text>
      </Group>
      <Stack gap={4} mt="sm" className={classes.details}>
        <Group gap={8} wrap="nowrap">
          <IconScissors size={16} aria-hidden />
          <Text>
            {serviceName} com {barberName}
          </Text>
        </Group>
        <Group gap={8} wrap="nowrap">
          <IconUser size={16} aria-hidden />
          <Text>{clientName}</Text>
        </Group>
        {expiredUnpaid && (
          <Badge color="red" variant="light" mt={4} style={{ textTransform: 'none' }}>
            Cancelado: sinal não pago a tempo
          </Badge>
        )}
        {previousPayment && (
          <Badge color="teal" variant="light" mt={4}>
            Pgto. Antecipado
          </Badge>
        )}
      </Stack>
      {action && (
        <Group justify="flex-end" mt="sm">
          {action}
        </Group>
      )}
    </Paper>
  );
}
