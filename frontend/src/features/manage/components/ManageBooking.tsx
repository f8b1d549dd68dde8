import { useState } from 'react';
import { Alert, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconCalendarX, IconPencil, IconX } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useHydrated } from '@tanstack/react-router';
import { ApiError, isConnectionProblem, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { ConnectionProblem } from '../../../components/ConnectionProblem';
import { formatInstant, formatWhen } from '../../../lib/format';
import { CodeUnavailableError, importOnDemand } from '../../../lib/import-on-demand';
import { showToast, TOAST_DURATION } from '../../../lib/toast';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { useCancelBooking } from '../api/cancel-booking';
import { managedBookingQueryOptions } from '../../../api/bookings/get-managed-booking';
import { whatsappBookingUrl } from '../booking-links';
import { BookingDetails } from './BookingDetails';
import { BookingNotifications } from './BookingNotifications';
import { BookingShareActions } from './BookingShareActions';
import { ManageLinkGone } from './ManageLinkGone';
import { MoveBookingForm } from './MoveBookingForm';
import type { ManagedBooking } from '../../../api/types';
import type { CancelBookingDialog } from './CancelBookingDialog';

/** The manage page: the booking, keeping it at hand, and moving or cancelling it while still allowed (the route's loader fetched it). */
export function ManageBooking({ token }: { token: string }) {
  const cancel = useCancelBooking(token);
  if (cancel.data) return <CancelledNotice booking={cancel.data} />;
  return <BookingToManage token={token} cancel={cancel} />;
}

function BookingToManage({ token, cancel }: { token: string; cancel: ReturnType<typeof useCancelBooking> }) {
  const { data: booking, error } = useSuspenseQuery(managedBookingQueryOptions(token));
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const [moving, setMoving] = useState(false);
  // Changing and cancelling need the app: their buttons wait for it (a tap before it would be lost).
  const appReady = useHydrated();
  // Just moved: the page says so above the booking's new day and time (a toast would cover them).
  const [moved, setMoved] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // A cancellation that got no answer: said on the page, with Tentar novamente.
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  const cancelDialog = useCancelDialogCode();

  // Asked again on arrival: cancelled meanwhile (here or at the shop), the link no longer works.
  if (error instanceof ApiError && error.status === 404) return <ManageLinkGone />;

  const confirmCancel = () => {
    setCancelFailure(null);
    cancel.mutate(undefined, {
      onSuccess: () => setConfirmingCancel(false),
      onError: (error) => {
        setConfirmingCancel(false);
        if (isConnectionProblem(error)) setCancelFailure(error.message);
        else showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default });
      },
    });
  };

  if (moving) {
    return (
      <MoveBookingForm
        token={token}
        booking={booking}
        shop={shop}
        onCancel={() => setMoving(false)}
        onMoved={() => {
          setMoving(false);
          setMoved(true);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }
  const { canChange, changeDeadline } = booking;
  return (
    <Stack gap="lg">
      {moved && (
        <Alert color="teal" title="Agendamento alterado" role="status">
          Novo horário: {formatWhen(booking)}.
        </Alert>
      )}
      <BookingDetails booking={booking} />
      {cancelFailure && <ConnectionProblem message={cancelFailure} onRetry={confirmCancel} retrying={cancel.isPending} />}
      {canChange ? (
        <Stack gap="sm">
          <Button leftSection={<IconPencil size={20} aria-hidden />} disabled={!appReady} onClick={() => setMoving(true)}>
            Alterar data, horário ou serviço
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconCalendarX size={20} aria-hidden />}
            disabled={!appReady}
            onPointerEnter={cancelDialog.prefetch}
            onFocus={cancelDialog.prefetch}
            onClick={() => {
              setConfirmingCancel(true);
              cancelDialog.load().catch((error: unknown) => {
                setConfirmingCancel(false);
                cancelDialog.unavailable(error);
              });
            }}
          >
            Cancelar agendamento
          </Button>
          <Text className="without-js" size="sm" c="dimmed">
            Para alterar ou cancelar, ative o JavaScript do navegador.
          </Text>
          <Text size="sm" c="dimmed">
            Você pode alterar ou cancelar pelo site até {formatInstant(changeDeadline, shop.timezone)}.
          </Text>
        </Stack>
      ) : (
        <Alert color="yellow" title="Não é mais possível alterar pelo site">
          Para mudar ou cancelar este horário, fale com a barbearia pelo WhatsApp.
        </Alert>
      )}
      <BookingNotifications token={token} booking={booking} timeZone={shop.timezone} hasWhatsapp={Boolean(shop.whatsappUrl)} />
      <BookingShareActions token={token} booking={booking} />
      {cancelDialog.Dialog && (
        <cancelDialog.Dialog
          booking={booking}
          opened={confirmingCancel}
          cancelling={cancel.isPending}
          onConfirm={confirmCancel}
          onClose={() => setConfirmingCancel(false)}
        />
      )}
    </Stack>
  );
}

/**
 * Few clients cancel: the cancel dialog's code (Mantine's Modal, with its focus trap and overlay) is fetched when one is
 * about to (a pointer over the button, focus on it, or the click) and mounted closed as soon as it has arrived, so that
 * opening it animates as usual. A prefetch that fails is left for the click. A click whose code cannot be fetched says the
 * connection is gone, as confirming would have; back online the same click fetches it again (importOnDemand). Only when
 * the server no longer has the file (a new release) does the page reload, as the error page does for a route chunk.
 */
function useCancelDialogCode() {
  const [Dialog, setDialog] = useState<typeof CancelBookingDialog | null>(null);
  const load = () =>
    importOnDemand(() => import('./CancelBookingDialog')).then((module) => {
      setDialog(() => module.CancelBookingDialog);
    });
  const prefetch = () => void load().catch(() => undefined);
  const unavailable = (error: unknown) => {
    if (error instanceof CodeUnavailableError && error.offline) {
      showToast({ title: 'Erro!', message: NETWORK_ERROR_MESSAGE, duration: TOAST_DURATION.default });
    } else {
      window.location.reload();
    }
  };
  return { Dialog, load, prefetch, unavailable };
}

function CancelledNotice({ booking }: { booking: ManagedBooking }) {
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  return (
    <Stack align="center" ta="center" gap="lg" pt="md">
      <ThemeIcon size={72} radius="xl" color="gray" aria-hidden>
        <IconX size={44} stroke={2.5} />
      </ThemeIcon>
      <div>
        <Title order={2}>Agendamento cancelado</Title>
        <Text c="dimmed" mt={4}>
          {booking.service.name} com {booking.barber.username}, {formatWhen(booking)}. O horário foi liberado.
        </Text>
      </div>
      {shop.whatsappUrl && (
        <Button
          component="a"
          href={whatsappBookingUrl(shop.whatsappUrl, booking, shop.name)}
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
