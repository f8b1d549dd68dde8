import { Button, Stack, Text, Title } from '@mantine/core';
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

interface ExpiredHoldNoticeProps {
  booking: ManagedBooking;
  /** 1 on the result page (its heading), 2 on the manage page (under _Meu agendamento_). */
  headingOrder: 1 | 2;
  /** The result page has its own way home. */
  withHome?: boolean;
}

/**
 * A booking whose Pix deposit was not paid in time (status `expired`), on the result and the manage page alike, whether
 * opened again or open when the hold ended: the hold's end cancelled it and freed the time. What it was, and a new booking
 * with the same barber and service; nothing left to change or pay.
 */
export function ExpiredHoldNotice({ booking, headingOrder, withHome = true }: ExpiredHoldNoticeProps) {
  return (
    <Stack gap="lg">
      <div role="status">
        <Title order={headingOrder} size={headingOrder === 1 ? 'h2' : 'h3'}>
          Cancelado porque o sinal não foi pago a tempo
        </Title>
        <Text mt={4}>O horário foi liberado. Para ser atendido, agende de novo e pague o sinal dentro do prazo.</Text>
      </div>
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
