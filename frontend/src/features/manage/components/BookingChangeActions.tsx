import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCalendarX, IconPencil } from '@tabler/icons-react';
import { useHydrated } from '@tanstack/react-router';
import { formatInstant } from '../../../lib/format/format';
import type { ManagedBooking } from '../../../api/types';

interface BookingChangeActionsProps {
  booking: ManagedBooking;
  timeZone: string;
  onMove: () => void;
  onCancel: () => void;
  /** A pointer over Cancelar agendamento, or focus on it: the client may be about to cancel. */
  onCancelNear: () => void;
}

/** Alterar and Cancelar while the booking may still be changed on the site, else who to ask. */
export function BookingChangeActions({ booking, timeZone, onMove, onCancel, onCancelNear }: BookingChangeActionsProps) {
  // Changing and cancelling need the app: their buttons wait for it (a tap before it would be lost).
  const appReady = useHydrated();
  if (!booking.canChange) {
    return (
      <Alert color="yellow" title="Não é mais possível alterar pelo site">
        Para mudar ou cancelar este horário, fale com a barbearia pelo WhatsApp.
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Button leftSection={<IconPencil size={20} aria-hidden />} disabled={!appReady} onClick={onMove}>
        Alterar data, horário ou serviço
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconCalendarX size={20} aria-hidden />}
        disabled={!appReady}
        onPointerEnter={onCancelNear}
        onFocus={onCancelNear}
        onClick={onCancel}
      >
        Cancelar agendamento
      </Button>
      <Text className="without-js" size="sm" c="dimmed">
        Para alterar ou cancelar, ative o JavaScript do navegador.
      </Text>
      <Text size="sm" c="dimmed">
        Você pode alterar ou cancelar pelo site até {formatInstant(booking.changeDeadline, timeZone)}.
      </Text>
    </Stack>
  );
}
