import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SummaryList } from '../../../components/booking/SummaryList';
import { formatWhen } from '../../../lib/format/format';
import type { ManagedBooking } from '../../../api/types';
import { BookAgainButton } from './BookAgainButton';

/** What the booking was, struck through: it no longer holds that time. */
const Was = ({ children }: { children: string }) => (
  <Text component="s" c="dimmed" td="line-through" inherit>
    {children}
  </Text>
);

/**
 * The manage page of a booking whose Pix deposit was not paid in time (status `expired`): the hold's end cancelled it and
 * freed the time. What it was, and a new booking with the same barber and service; nothing left to change or pay. The
 * result page has its own way home (`withHome` false).
 */
export function ExpiredHoldNotice({ booking, withHome = true }: { booking: ManagedBooking; withHome?: boolean }) {
  return (
    <Stack gap="lg">
      <Alert color="red" title="O sinal não foi pago a tempo e o horário foi liberado" role="status">
        Este agendamento foi cancelado. Para ser atendido, agende de novo e pague o sinal dentro do prazo.
      </Alert>
      <SummaryList
        rows={[
          { term: 'Quando', detail: <Was>{formatWhen(booking)}</Was> },
          { term: 'Barbeiro', detail: <Was>{booking.barber.displayName}</Was> },
          { term: 'Serviço', detail: <Was>{booking.service.name}</Was> },
        ]}
      />
      <BookAgainButton barberId={booking.barber.id} serviceId={booking.service.id} />
      {withHome && (
        <Button component={Link} to="/" variant="subtle" fullWidth>
          Voltar ao início
        </Button>
      )}
    </Stack>
  );
}
