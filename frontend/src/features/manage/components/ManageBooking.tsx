import { useState } from 'react';
import { Alert, Button, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconCalendarX, IconPencil, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatHour, formatInstant } from '../../../lib/format';
import { showToast, TOAST_DURATION } from '../../../lib/toast';
import { useShop } from '../../../api/shop/get-shop';
import { useCancelBooking } from '../api/cancel-booking';
import { useManagedBooking } from '../api/get-managed-booking';
import { whatsappBookingUrl } from '../booking-links';
import type { ManagedBooking } from '../types';
import { BookingDetails } from './BookingDetails';
import { BookingNotifications } from './BookingNotifications';
import { BookingShareActions } from './BookingShareActions';
import { CancelBookingDialog } from './CancelBookingDialog';
import { MoveBookingForm } from './MoveBookingForm';

/** The manage page: the booking, keeping it at hand, and moving or cancelling it while still allowed. */
export function ManageBooking({ token }: { token: string }) {
  const cancel = useCancelBooking(token);
  if (cancel.data) return <CancelledNotice booking={cancel.data} />;
  return <BookingToManage token={token} cancel={cancel} />;
}

function BookingToManage({ token, cancel }: { token: string; cancel: ReturnType<typeof useCancelBooking> }) {
  const booking = useManagedBooking(token);
  const shop = useShop();
  const [moving, setMoving] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  if (booking.isError) return <BookingNotFound error={booking.error} />;
  if (!booking.data || !shop.data) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton height={260} />
        <Skeleton height={48} />
      </Stack>
    );
  }

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => setConfirmingCancel(false),
      onError: (error) => {
        setConfirmingCancel(false);
        showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default });
      },
    });

  if (moving) {
    return <MoveBookingForm token={token} booking={booking.data} shop={shop.data} onDone={() => setMoving(false)} />;
  }
  const { canChange, changeDeadline } = booking.data;
  return (
    <Stack gap="lg">
      <BookingDetails booking={booking.data} />
      {canChange ? (
        <Text c="dimmed">Você pode alterar ou cancelar pelo site até {formatInstant(changeDeadline, shop.data.timezone)}.</Text>
      ) : (
        <Alert color="yellow" title="Não é mais possível alterar pelo site">
          Para mudar ou cancelar este horário, fale com a barbearia pelo WhatsApp.
        </Alert>
      )}
      <BookingNotifications token={token} booking={booking.data} timeZone={shop.data.timezone} hasWhatsapp={Boolean(shop.data.whatsappUrl)} />
      <BookingShareActions token={token} booking={booking.data} />
      {canChange && (
        <Stack gap="sm">
          <Button leftSection={<IconPencil size={20} aria-hidden />} onClick={() => setMoving(true)}>
            Alterar data, horário ou serviço
          </Button>
          <Button color="red" variant="light" leftSection={<IconCalendarX size={20} aria-hidden />} onClick={() => setConfirmingCancel(true)}>
            Cancelar agendamento
          </Button>
        </Stack>
      )}
      <CancelBookingDialog
        booking={booking.data}
        opened={confirmingCancel}
        cancelling={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setConfirmingCancel(false)}
      />
    </Stack>
  );
}

function CancelledNotice({ booking }: { booking: ManagedBooking }) {
  const shop = useShop();
  return (
    <Stack align="center" ta="center" gap="lg" pt="md">
      <ThemeIcon size={72} radius="xl" color="gray" aria-hidden>
        <IconX size={44} stroke={2.5} />
      </ThemeIcon>
      <div>
        <Title order={2}>Agendamento cancelado</Title>
        <Text c="dimmed" mt={4}>
          {booking.service.name} com {booking.barber.username}, {formatDate(booking.day, booking.month, booking.year)} às {formatHour(booking.hour)}.
          O horário foi liberado.
        </Text>
      </div>
      {shop.data?.whatsappUrl && (
        <Button
          component="a"
          href={whatsappBookingUrl(shop.data.whatsappUrl, booking, shop.data.name)}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          fullWidth
          leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
        >
          Falar com a barbearia
        </Button>
      )}
      <Button component={Link} to="/agenda/barbeiro" fullWidth>
        Fazer novo agendamento
      </Button>
      <Button component={Link} to="/" variant="subtle" fullWidth>
        Voltar ao início
      </Button>
    </Stack>
  );
}

function BookingNotFound({ error }: { error: Error }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Stack gap="lg">
      <Alert color={notFound ? 'yellow' : 'red'} title={notFound ? 'Agendamento não encontrado' : 'Erro!'}>
        {notFound ? 'Este link não vale mais: o agendamento foi cancelado ou não existe.' : error.message}
      </Alert>
      <Button component={Link} to="/agenda/consultar" variant="default">
        Consultar meus agendamentos
      </Button>
      <Button component={Link} to="/">
        Voltar ao início
      </Button>
    </Stack>
  );
}
