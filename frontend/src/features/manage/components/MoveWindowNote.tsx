import { Text } from '@mantine/core';
import type { ManagedBooking } from '../../../api/types';

/** CANCEL_MIN_HOURS, as the booking's deadline tells it. */
const changeWindowHours = (booking: ManagedBooking) => Math.round((Date.parse(booking.startsAt) - Date.parse(booking.changeDeadline)) / 3_600_000);

/** Why the move offers no time that starts soon: a booking moved there could no longer be changed on the site. */
export function MoveWindowNote({ booking }: { booking: ManagedBooking }) {
  const windowHours = changeWindowHours(booking);
  if (windowHours <= 0) return null;
  return (
    <Text size="sm" c="dimmed">
      Só aparecem horários que começam daqui a mais de {windowHours === 1 ? '1 hora' : `${windowHours} horas`}: depois disso, o agendamento não
      poderia mais ser alterado nem cancelado pelo site.
    </Text>
  );
}
