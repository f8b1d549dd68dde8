import { Alert, Anchor, List } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { BookingInTheWay } from '../../../api/types';

/** The bookings that stopped a block, each with a link to open it (to move or delete it first). */
export function BookingsInTheWayAlert({ bookings }: { bookings: BookingInTheWay[] }) {
  return (
    <Alert color="red" title="Há agendamento nestes horários" role="alert">
      <List size="sm" spacing={4}>
        {bookings.map((booking) => (
          <List.Item key={booking.appointmentId}>
            {booking.label}: {booking.clientName} ({booking.service}) ·{' '}
            <Anchor
              renderRoot={(props) => <Link to="/administrador/minha-agenda/formulario/$id" params={{ id: booking.appointmentId }} {...props} />}
            >
              Abrir agendamento
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
