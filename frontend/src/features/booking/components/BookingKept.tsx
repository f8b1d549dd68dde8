import { Stack, Text } from '@mantine/core';
import { BookingDetails } from '../../../components/booking/BookingDetails';
import { ConfirmedHeading } from '../../../components/booking/ConfirmedHeading';
import type { KeptBooking } from '../../../lib/draft/draft-storage';

/**
 * The booking as the confirmation's answer gave it, while the network is gone before the result page could load it: the
 * client knows it is booked; the page completes itself (manage link, calendar, notifications) when the connection returns.
 */
export function BookingKept({ booking }: { booking: KeptBooking }) {
  return (
    <>
      <ConfirmedHeading booking={booking} />
      <Stack gap="lg" w="100%" ta="left">
        <BookingDetails booking={booking} withWhen={false} />
        <Text c="dimmed">Sem conexão com a internet. O link de gerenciamento, o calendário e os avisos aparecem aqui quando a conexão voltar.</Text>
      </Stack>
    </>
  );
}
