import { Group, Text } from '@mantine/core';
import { clientLabel } from '../../client-label';
import { DepositBadges } from '../../../../components/booking/deposit/DepositBadges';
import { DepositButton } from '../../deposit/DepositButton';
import type { AgendaBooking } from '../../../../api/types';

/**
 * A cancelled booking of the day, struck through; with a deposit, what became of it ('Devolver sinal R$ 10,00' and
 * Já devolvi, 'Sinal virou crédito', 'Cancelado: sinal não pago').
 */
export function CancelledBooking({ booking }: { booking: AgendaBooking }) {
  return (
    <div>
      <Text c="dimmed" td="line-through">
        {booking.label} · {clientLabel(booking)} · {booking.job.name}
      </Text>
      {booking.deposit && (
        <Group gap="xs" mt={4}>
          <DepositBadges deposit={booking.deposit} />
          <DepositButton bookingId={booking.id} deposit={booking.deposit} size="sm" />
        </Group>
      )}
    </div>
  );
}
