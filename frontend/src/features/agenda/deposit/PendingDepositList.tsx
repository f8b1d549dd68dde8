import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IconCalendarEvent, IconCashOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from '../../../components/booking/AppointmentCard.module.css';
import { holdLeftLabel, minutesLeft, type BookingDeposit } from '../../../components/booking/deposit/deposit-state';
import { useNow } from '../../../components/booking/deposit/use-now';
import { formatBRL, formatShortDate } from '../../../lib/format/format';
import { pendingDepositsQueryOptions } from '../../../api/deposits/get-pending-deposits';
import type { Booking } from '../../../api/types';
import { clientLabel } from '../client-label';
import { DepositButton } from './DepositButton';

/**
 * Sinais a confirmar (the route loaded them): each deposit still waiting, the hold that ends first on top, with the
 * client, the day and time, the service, the Pix to check in the bank app and the minutes left, counting down; one tap
 * on Sinal recebido confirms it and the row leaves the list. `barberId` is the one logged in: a colleague's row (the
 * owner sees the whole team's) names its barber.
 */
export function PendingDepositList({ barberId }: { barberId: string }) {
  const { data: bookings } = useSuspenseQuery(pendingDepositsQueryOptions());
  const now = useNow(bookings.length > 0);

  if (bookings.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl" ta="center" c="dimmed">
        <IconCashOff size={36} aria-hidden />
        <Text fw={700}>Nenhum sinal esperando confirmação.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {bookings.map((booking) =>
        booking.deposit ? (
          <li key={booking.id}>
            <PendingDepositRow booking={booking} deposit={booking.deposit} now={now} colleague={booking.user.id !== barberId} />
          </li>
        ) : null,
      )}
    </Stack>
  );
}

interface PendingDepositRowProps {
  booking: Booking;
  deposit: BookingDeposit;
  now: number;
  /** Another barber's booking, in the owner's list: named. */
  colleague: boolean;
}

function PendingDepositRow({ booking, deposit, now, colleague }: PendingDepositRowProps) {
  const { day, month, year, label, date, job: service, user } = booking;
  const clientName = clientLabel(booking);
  const over = minutesLeft(deposit.holdUntil, now) === 0;
  return (
    <Paper component="article" withBorder p="md" className={classes.card} aria-label={`${clientName}, ${label}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" lh={1.25}>
            {clientName}
          </Text>
          <Text size="sm">
            {formatShortDate(day, month, year)} às {label} · {service.name}
          </Text>
          {colleague && (
            <Text size="sm" c="dimmed">
              Agenda de {user.username}
            </Text>
          )}
        </Stack>
        <Text fw={800} size="lg" c="brass.3" style={{ whiteSpace: 'nowrap' }}>
          {formatBRL(deposit.toPay)}
        </Text>
      </Group>
      <Group gap="xs" mt="xs">
        <Badge color={over ? 'red' : 'yellow'} variant="light" tt="none" size="lg">
          {holdLeftLabel(deposit.holdUntil, now)}
        </Badge>
        {deposit.reportedPaidAt && (
          <Badge color="blue" variant="light" tt="none" size="lg">
            cliente diz que já pagou
          </Badge>
        )}
      </Group>
      <Stack gap="xs" mt="md">
        <DepositButton bookingId={booking.id} deposit={deposit} fullWidth />
        <Button
          variant="subtle"
          color="gray"
          h={44}
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
          renderRoot={(props) => (
            <Link to="/administrador/minha-agenda" search={{ dia: date, barbeiro: colleague ? user.id : undefined }} {...props} />
          )}
        >
          Ver na agenda
        </Button>
      </Stack>
    </Paper>
  );
}
