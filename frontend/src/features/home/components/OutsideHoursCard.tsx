import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatShortDate } from '../../../lib/format/format';
import { outsideHoursQueryOptions } from '../api/get-outside-hours';

/**
 * The bookings the barber's new hours left out (a break or a closing time set after they were booked):
 * each links to its day, where the barber moves it or calls the client. Nothing when there are none.
 */
export function OutsideHoursCard({ barberId }: { barberId: string }) {
  const { data: bookings } = useQuery(outsideHoursQueryOptions(barberId));
  if (!bookings?.length) return null;
  const count = bookings.length;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={count === 1 ? '1 agendamento fora do horário de atendimento' : `${count} agendamentos fora do horário de atendimento`}
      role="region"
    >
      <Text size="sm" mb="xs">
        {count === 1
          ? 'O horário de atendimento mudou depois que ele foi marcado.'
          : 'O horário de atendimento mudou depois que eles foram marcados.'}{' '}
        Mova ou combine com o cliente.
      </Text>
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <Anchor
              renderRoot={(props) => <Link to="/administrador/minha-agenda" search={{ dia: booking.date }} {...props} />}
              display="block"
              py={10}
            >
              {formatShortDate(booking.day, booking.month, booking.year)} às {booking.label} · {booking.clientName || 'dados apagados'} ·{' '}
              {booking.job.name}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
