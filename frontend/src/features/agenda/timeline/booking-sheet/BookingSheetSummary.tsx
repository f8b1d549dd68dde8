import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatBRL } from '../../../../lib/format/format';
import type { AgendaBooking } from '../../../../api/types';
import { NoShowsBadge } from '../../components/NoShowsBadge';
import { PrepaidBadge } from '../../components/PrepaidBadge';
import { DepositBadges } from '../../../../components/booking/deposit/DepositBadges';

/** The booking's service and price, then what to keep in mind: outside the hours, paid beforehand, the deposit, the client's no-shows. */
export function BookingSheetSummary({ booking }: { booking: AgendaBooking }) {
  const { job: service, price } = booking;
  return (
    <Stack gap={6}>
      <Text>
        {service.name} · {formatBRL(price)}
      </Text>
      <Group gap={6}>
        {booking.outsideHours && (
          <Badge color="yellow" variant="light">
            Fora do horário de atendimento
          </Badge>
        )}
        <PrepaidBadge booking={booking} />
        <DepositBadges deposit={booking.deposit} />
        <NoShowsBadge booking={booking} />
      </Group>
    </Stack>
  );
}
