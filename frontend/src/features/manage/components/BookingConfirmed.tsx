import { Button, Stack, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { managedBookingQueryOptions } from '../../../api/bookings/get-managed-booking';
import { BookingDetails } from '../../../components/booking/BookingDetails';
import { ConfirmedHeading } from '../../../components/booking/ConfirmedHeading';
import { BookingDeposit } from './BookingDeposit';
import { BookingNotifications } from './BookingNotifications';
import { BookingShareActions } from './BookingShareActions';
import { ExpiredHoldNotice } from './ExpiredHoldNotice';

/** The booking as the server has it, and what the client can do with it now (the route's loader fetched both). */
export function BookingConfirmed({ token }: { token: string }) {
  const { data: booking } = useSuspenseQuery(managedBookingQueryOptions(token));
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  // Opened again after the deposit's hold ran out unpaid.
  if (booking.status === 'expired') {
    return (
      <Stack w="100%" ta="left">
        <ExpiredHoldNotice booking={booking} withHome={false} />
      </Stack>
    );
  }
  return (
    <>
      <ConfirmedHeading booking={booking} />
      <Stack gap="lg" w="100%" ta="left">
        <BookingDeposit token={token} booking={booking} timeZone={shop.timezone} />
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
