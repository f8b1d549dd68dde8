import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useHydrated } from '@tanstack/react-router';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import { formatInstant } from '../../../lib/format/format';
import { subscribeThisDevice, type PushOptIn } from '../../../lib/push/push-subscription';
import { usePushSupported } from '../../../lib/push/use-push-supported';
import { useSubscribeToPush } from '../api/subscribe-to-push';
import type { ManagedBooking } from '../../../api/types';

interface BookingNotificationsProps {
  token: string;
  booking: ManagedBooking;
  timeZone: string;
  /** The shop has a WhatsApp number: the client can send the booking there. */
  hasWhatsapp: boolean;
  /** Right after booking: the confirmation push is on its way. */
  justBooked?: boolean;
}

const FAILURE_TEXT: Record<Exclude<PushOptIn['state'], 'on'>, string> = {
  denied: 'As notificações estão bloqueadas neste navegador.',
  failed: 'Não foi possível ativar as notificações agora. Tente de novo mais tarde.',
  unsupported: 'Este navegador não recebe notificações do site.',
};

/**
 * Says what the client will really receive: notifications when a device of theirs subscribed,
 * otherwise nothing, so they keep the time themselves. Offers to turn notifications on, asking the
 * browser only after the tap.
 */
export function BookingNotifications({ token, booking, timeZone, hasWhatsapp, justBooked = false }: BookingNotificationsProps) {
  const subscribe = useSubscribeToPush(token);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const supported = usePushSupported();
  // Only the app can ask: the button waits for it (and without JavaScript it is not shown, index.html).
  const appReady = useHydrated();
  const { enabled, reminders } = booking.notifications;
  const reminderTimes = reminders.map((reminder) => formatInstant(reminder.at, timeZone)).join(' e ');

  if (enabled) {
    const first = justBooked ? 'A confirmação chega por notificação neste aparelho' : 'Notificações ativadas';
    const reminder = reminderTimes ? `; o lembrete, em ${reminderTimes}` : '';
    return (
      <Text c="brass.3" role="status">
        <IconBellCheck size={18} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
        {first}
        {reminder}. Se a barbearia mudar ou cancelar o horário, você também é avisado.
      </Text>
    );
  }

  const turnOn = async () => {
    setAsking(true);
    setProblem(null);
    try {
      const result = await subscribeThisDevice();
      if (result.state === 'on') await subscribe.mutateAsync(result.push);
      else setProblem(FAILURE_TEXT[result.state]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : FAILURE_TEXT.failed);
    } finally {
      setAsking(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text c="dimmed">
        {booking.depositPayment?.status === 'pending' ? '' : 'A barbearia já tem o seu agendamento. '}Lembretes automáticos não serão enviados: guarde
        o horário no seu calendário
        {hasWhatsapp ? ' e, se precisar, fale com a barbearia pelo WhatsApp' : ''}.
      </Text>
      {supported && booking.status === 'booked' && (
        <Button
          className="needs-js"
          variant="light"
          leftSection={<IconBell size={20} aria-hidden />}
          loading={asking}
          disabled={!appReady}
          onClick={() => void turnOn()}
        >
          {reminders.length > 0 ? 'Receber lembrete por notificação' : 'Receber avisos por notificação'}
        </Button>
      )}
      {problem && (
        <Text size="sm" c="dimmed" role="status">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
