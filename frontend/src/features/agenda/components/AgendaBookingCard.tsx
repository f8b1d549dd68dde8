import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconScissors } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ContactLinks } from '../../../components/booking/ContactLinks';
import { clientLabel } from '../client-label';
import { formatBRL, formatDate, formatHour } from '../../../lib/format/format';
import classes from '../../../components/booking/AppointmentCard.module.css';
import type { Booking } from '../../../api/types';
import { NoShowsBadge } from './NoShowsBadge';
import { PrepaidBadge } from './PrepaidBadge';
import { DepositBadges } from '../../../components/booking/deposit/DepositBadges';

interface AgendaBookingCardProps {
  booking: Booking;
  /** The card's buttons (edit and delete, or restore). */
  actions: ReactNode;
  /** A line under the buttons' row, such as when it was deleted. */
  note?: ReactNode;
}

/** A booking as the barber sees it: time, client, contact, service and price, its deposit; marked when the client cancelled it. */
export function AgendaBookingCard({ booking, actions, note }: AgendaBookingCardProps) {
  const { day, month, year, hour, job: service, clientContact, price, cancelledAt } = booking;
  const clientName = clientLabel(booking);
  return (
    <Paper component="article" withBorder p="md" className={classes.card} aria-label={`${clientName}, ${formatHour(hour)}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Text fw={800} size="xl" lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatHour(hour)}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDate(day, month, year)}
          </Text>
        </div>
        <Stack gap={4} align="flex-end">
          <Text fw={700} c="brass.3" style={{ whiteSpace: 'nowrap' }}>
            {formatBRL(price)}
          </Text>
          <PrepaidBadge booking={booking} />
          {cancelledAt && booking.deposit?.status !== 'expired' && (
            <Badge color="red" variant="light">
              Cancelado pelo cliente
            </Badge>
          )}
          <DepositBadges deposit={booking.deposit} />
        </Stack>
      </Group>
      <Stack gap={4} mt="sm" className={classes.details}>
        <Group gap="xs">
          <Text fw={700} size="lg" c={booking.personalDataErased ? 'dimmed' : undefined}>
            {clientName}
          </Text>
          <NoShowsBadge booking={booking} />
        </Group>
        <ContactLinks contact={clientContact} clientName={clientName} />
        <Group gap={8} wrap="nowrap">
          <IconScissors size={16} aria-hidden />
          <Text>{service.name}</Text>
        </Group>
        {note}
      </Stack>
      <Group gap="xs" mt="md" justify="flex-end">
        {actions}
      </Group>
    </Paper>
  );
}
