import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatBRL } from '../../../lib/format';
import type { AgendaBooking } from '../../../api/types';
import { NoShowsBadge } from '../components/NoShowsBadge';

/** The booking's service and price, then what to keep in mind: outside the hours, paid beforehand, the client's no-shows. */
export function AppointmentSheetSummary({ appointment }: { appointment: AgendaBooking }) {
  const { job, price, previousPayment } = appointment;
  return (
    <Stack gap={6}>
      <Text>
        {job.name} · {formatBRL(price)}
      </Text>
      <Group gap={6}>
        {appointment.outsideHours && (
          <Badge color="yellow" variant="light">
            Fora do horário de atendimento
          </Badge>
        )}
        {previousPayment && (
          <Badge color="teal" variant="light">
            Pgto. Antecipado
          </Badge>
        )}
        <NoShowsBadge appointment={appointment} />
      </Group>
    </Stack>
  );
}
