import { Badge, type BadgeProps } from '@mantine/core';
import type { Booking } from '../../../api/types';

/**
 * The client's no-shows with this barber, apart from this booking's own (its *Faltou* says that one): '1 falta', or,
 * beside a *Faltou*, '1 outra falta'. Nothing when there is none.
 */
export function NoShowsBadge({ booking, size }: { booking: Pick<Booking, 'attendance' | 'clientNoShows'>; size?: BadgeProps['size'] }) {
  const thisOne = booking.attendance === 'no_show' ? 1 : 0;
  const others = (booking.clientNoShows ?? 0) - thisOne;
  if (others <= 0) return null;
  const text = thisOne ? (others === 1 ? '1 outra falta' : `${others} outras faltas`) : others === 1 ? '1 falta' : `${others} faltas`;
  return (
    <Badge color="orange" variant="light" size={size}>
      {text}
    </Badge>
  );
}
