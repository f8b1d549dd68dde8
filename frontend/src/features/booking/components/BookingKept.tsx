import { Stack, Text } from '@mantine/core';
import { BookingDetails } from '../../../components/booking/BookingDetails';
import { ConfirmedHeading } from '../../../components/booking/ConfirmedHeading';
import type { KeptBooking } from '../../../lib/draft/draft-storage';
import { KeptDepositHeading } from './KeptDepositHeading';

interface BookingKeptProps {
  booking: KeptBooking;
  /** The shop's time zone, when the app read the shop before the network went: the hold's end is said on its clock. */
  timeZone: string | undefined;
}

/**
 * The booking as the confirmation's answer gave it, while the network is gone before the result page could load it: the
 * client knows it is booked, or, with a Pix deposit to pay, that it is not yet; the page completes itself (the Pix, manage
 * link, calendar, notifications) when the connection returns.
 */
export function BookingKept({ booking, timeZone }: BookingKeptProps) {
  const { depositDue } = booking;
  return (
    <>
      {depositDue ? <KeptDepositHeading booking={booking} deposit={depositDue} timeZone={timeZone} /> : <ConfirmedHeading booking={booking} />}
      <Stack gap="lg" w="100%" ta="left">
        <BookingDetails booking={booking} withWhen={false} />
        <Text c="dimmed">
          {depositDue
            ? 'Sem conexão com a internet. O Pix do sinal, o link de gerenciamento, o calendário e os avisos aparecem aqui quando a conexão voltar.'
            : 'Sem conexão com a internet. O link de gerenciamento, o calendário e os avisos aparecem aqui quando a conexão voltar.'}
        </Text>
      </Stack>
    </>
  );
}
