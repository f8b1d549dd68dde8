import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconSettings } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatWhen } from '../../../lib/format';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { managedBookingQueryOptions } from '../../../api/bookings/get-managed-booking';
import { BookingDetails } from './BookingDetails';
import { BookingNotifications } from './BookingNotifications';
import { BookingShareActions } from './BookingShareActions';

/** The check mark, "Agendamento confirmado!" and the booking's day and time. */
export function ConfirmedHeading({ booking }: { booking: Parameters<typeof formatWhen>[0] }) {
  return (
    <>
      <ThemeIcon size={88} radius="xl" color="teal" aria-hidden>
        <IconCheck size={52} stroke={2.5} />
      </ThemeIcon>
      <div>
        <Title order={1}>Agendamento confirmado!</Title>
        <Text c="dimmed" mt={4}>
          Sua agenda foi realizada
        </Text>
        <Text size="xl" fw={700} mt={4}>
          {formatWhen(booking)}
        </Text>
      </div>
    </>
  );
}

/** The booking as the server has it, and what the client can do with it now (the route's loader fetched both). */
export function BookingConfirmed({ token }: { token: string }) {
  const { data: booking } = useSuspenseQuery(managedBookingQueryOptions(token));
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  return (
    <>
      <ConfirmedHeading booking={booking} />
      <Stack gap="lg" w="100%" ta="left">
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
