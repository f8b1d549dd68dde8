import { Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { clientLabel } from '../client-label';
import type { AgendaBooking } from '../../../api/types';

/** A day's live bookings in the week's overview, each a link to its edit form. */
export function WeekDayBookings({ appointments, barbeiro }: { appointments: AgendaBooking[]; barbeiro?: string }) {
  return (
    <Stack gap={4} mt="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {appointments.map((appointment) => (
        <li key={appointment.id}>
          <Link
            to="/administrador/minha-agenda/formulario/$id"
            params={{ id: appointment.id }}
            search={{ voltar: appointment.date, barbeiro }}
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
  );
}
