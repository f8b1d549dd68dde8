import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { StatementBooking } from '../../../../api/types';
import { formatBRL } from '../../../../lib/format/format';
import { formatShortIsoDate } from '../../period';

/**
 * *Sem marcação*: past bookings marked neither Compareceu nor Faltou, not counted until marked. Each opens its booking in
 * the agenda, where it is marked.
 */
export function UnmarkedList({ bookings, barberId }: { bookings: readonly StatementBooking[]; barberId: string }) {
  if (bookings.length === 0) return null;
  return (
    <Alert
      variant="light"
      color="orange"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={bookings.length === 1 ? '1 agendamento sem marcação' : `${bookings.length} agendamentos sem marcação`}
      component="section"
      role="region"
      aria-label="Sem marcação"
    >
      <Text size="sm" mb="xs">
        Não contam até serem marcados como Compareceu ou Faltou. Toque para abrir na agenda.
      </Text>
      <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <Anchor
              renderRoot={(props) => (
                <Link to="/administrador/minha-agenda" search={{ dia: booking.date, barbeiro: barberId, agendamento: booking.id }} {...props} />
              )}
              size="sm"
              c="white"
              underline="always"
              display="flex"
              mih={44}
              style={{ alignItems: 'center' }}
            >
              {formatShortIsoDate(booking.date)} {booking.label} · {booking.clientFirstName || 'Cliente'} · {booking.service} ·{' '}
              {formatBRL(booking.price)}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
