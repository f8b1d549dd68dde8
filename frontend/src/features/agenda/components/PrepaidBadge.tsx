import { Badge, type BadgeProps } from '@mantine/core';
import type { Booking } from '../../../api/types';

/** *Pgto. Antecipado* on a booking the client paid beforehand; nothing otherwise. */
export function PrepaidBadge({ booking, size }: { booking: Pick<Booking, 'previousPayment'>; size?: BadgeProps['size'] }) {
  if (!booking.previousPayment) return null;
  return (
    <Badge color="teal" variant="light" size={size}>
      Pgto. Antecipado
    </Badge>
  );
}
