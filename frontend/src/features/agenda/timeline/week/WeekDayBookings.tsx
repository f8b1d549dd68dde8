import { Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { clientLabel } from '../../client-label';
import type { AgendaBooking } from '../../../../api/types';

/** A day's live bookings in the week's overview, each a link to its edit form; those whose deposit is still to be paid say so. */
export function WeekDayBookings({ bookings, barbeiro }: { bookings: AgendaBooking[]; barbeiro?: string }) {
  return (
    <Stack gap={4} mt="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {bookings.map((booking) => (
        <li key={booking.id}>
          <Link
            to="/administrador/minha-agenda/formulario/$id"
            params={{ id: booking.id }}
            search={{ voltar: booking.date, barbeiro }}
            style={{
              color: 'inherit',
              textDecoration: 'none',
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: '0.3em',
              minHeight: 44,
              padding: '4px 0',
            }}
          >
            <Text span fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {booking.label}
            </Text>{' '}
            <Text span>{clientLabel(booking)}</Text>{' '}
            <Text span c="dimmed" size="sm">
              · {booking.job.name}
            </Text>
            {booking.outsideHours && (
              <Text span c="yellow.4" size="sm">
                {' '}
                · fora do horário
              </Text>
            )}
            {booking.deposit?.status === 'pending' && (
              <Text span c="yellow.4" size="sm">
                {' '}
                · aguardando sinal
              </Text>
            )}
          </Link>
        </li>
      ))}
    </Stack>
  );
}
