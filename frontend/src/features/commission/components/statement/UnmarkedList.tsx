import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { StatementBooking } from '../../../../api/types';
import { formatBRL } from '../../../../lib/format/format';
import { formatShortIsoDate } from '../../period';

/** *Sem marcação*: past bookings marked neither Compareceu nor Faltou, not counted until marked in the agenda. */
export function UnmarkedList({ bookings }: { bookings: readonly StatementBooking[] }) {
  if (bookings.length === 0) return null;
  return (
    <Alert
      variant="light"
      color="orange"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={bookings.length === 1 ? '1 agendamento sem marcação' : `${bookings.length} agendamentos sem marcação`}
      component="section"
      aria-label="Sem marcação"
    >
      <Text size="sm" mb="xs">
        Não contam até serem marcados na agenda como Compareceu ou Faltou.
      </Text>
      <List size="sm" spacing={4}>
        {bookings.map((booking) => (
          <List.Item key={booking.id}>
            {formatShortIsoDate(booking.date)} {booking.label} · {booking.clientFirstName || 'Cliente'} · {booking.service} ·{' '}
            {formatBRL(booking.price)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
