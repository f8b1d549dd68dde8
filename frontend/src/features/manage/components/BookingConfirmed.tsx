import { Button, Stack, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { BookingDetails } from '../../../components/booking/BookingDetails';
import { ConfirmedHeading } from '../../../components/booking/ConfirmedHeading';
import { pendingDepositOf } from '../pending-deposit';
import { useLiveManagedBooking } from '../use-live-managed-booking';
import { BookingDeposit } from './BookingDeposit';
import { DepositDueHeading } from './DepositDueHeading';
import { BookingNotifications } from './BookingNotifications';
import { BookingShareActions } from './BookingShareActions';
import { ExpiredHoldNotice } from './ExpiredHoldNotice';

/**
 * The booking as the server has it, and what the client can do with it now (the route's loader fetched both): confirmed,
 * or waiting for its deposit (and then asked again by itself until the shop confirms it or the hold ends).
 */
export function BookingConfirmed({ token }: { token: string }) {
  const { booking, holdEnded } = useLiveManagedBooking(token);
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  // The deposit's hold ran out unpaid: while the page was open, or before it was opened again.
  if (booking.status === 'expired') {
    return (
      <Stack w="100%" ta="left">
        <ExpiredHoldNotice booking={booking} headingOrder={1} withHome={false} />
      </Stack>
    );
  }
  const depositDue = pendingDepositOf(booking);
  return (
    <>
      {depositDue ? (
        <DepositDueHeading order={1} booking={booking} deposit={depositDue} timeZone={shop.timezone} holdEnded={holdEnded} />
      ) : (
        <ConfirmedHeading booking={booking} />
      )}
      <Stack gap="lg" w="100%" ta="left">
        <BookingDeposit token={token} booking={booking} timeZone={shop.timezone} holdEnded={holdEnded} />
        <BookingDetails booking={booking} withWhen={false} />
        <BookingNotifications token={token} booking={booking} timeZone={shop.timezone} hasWhatsapp={Boolean(shop.whatsappUrl)} justBooked />
        <BookingShareActions token={token} booking={booking} />
        <Button
          renderRoot={(props) => <Link to="/agenda/gerenciar/$token" params={{ token }} {...props} />}
          leftSection={<IconSettings size={20} aria-hidden />}
        >
          Gerenciar agendamento
        </Button>
        <Text size="sm" c="dimmed">
          Pelo link de gerenciamento você pode ver, alterar ou cancelar o agendamento. Ele fica salvo neste aparelho, em Consultar.
        </Text>
      </Stack>
    </>
  );
}
