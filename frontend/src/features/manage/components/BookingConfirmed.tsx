import { Alert, Button, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatDate, formatHour } from '../../../lib/format';
import { useShop } from '../../../api/shop/get-shop';
import { useManagedBooking } from '../api/get-managed-booking';
import { BookingDetails } from './BookingDetails';
import { BookingNotifications } from './BookingNotifications';
import { BookingShareActions } from './BookingShareActions';

/** The booking as the server has it, and what the client can do with it now. */
export function BookingConfirmed({ token }: { token: string }) {
  const booking = useManagedBooking(token);
  const shop = useShop();
  if (booking.isError) {
    return (
      <Alert color="yellow" title="Agendamento não encontrado" w="100%" ta="left">
        Este agendamento foi cancelado ou não existe mais.
      </Alert>
    );
  }
  return (
    <>
      <ThemeIcon size={88} radius="xl" color="teal" aria-hidden>
        <IconCheck size={52} stroke={2.5} />
      </ThemeIcon>
      <div>
        <Title order={1}>Agendamento confirmado!</Title>
        {booking.data ? (
          <Text size="xl" fw={700} mt={4}>
            {formatDate(booking.data.day, booking.data.month, booking.data.year)} às {formatHour(booking.data.hour)}
          </Text>
        ) : (
          <Skeleton height={28} mt={4} />
        )}
      </div>
      {booking.data ? (
        <Stack gap="lg" w="100%" ta="left">
          <BookingDetails booking={booking.data} />
          {shop.data && (
            <BookingNotifications
              token={token}
              booking={booking.data}
              timeZone={shop.data.timezone}
              hasWhatsapp={Boolean(shop.data.whatsappUrl)}
              justBooked
            />
          )}
          <BookingShareActions token={token} booking={booking.data} />
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
      ) : (
        <Skeleton height={260} w="100%" />
      )}
    </>
  );
}
