import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useHydrated } from '@tanstack/react-router';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import { subscribeThisDevice, type DevicePush, type PushOptIn } from '../../lib/push/push-subscription';
import { usePushSupported } from '../../lib/push/use-push-supported';

type OptInState = 'idle' | 'asking' | PushOptIn['state'];

const RESULT_TEXT: Partial<Record<OptInState, string>> = {
  on: 'Notificações ativadas neste aparelho: você recebe a confirmação e, se ainda houver tempo, um lembrete antes do horário.',
  denied: 'As notificações estão bloqueadas neste navegador. Seu agendamento funciona normalmente.',
  failed: 'Não foi possível ativar as notificações agora. Seu agendamento funciona normalmente.',
  unsupported: 'Este navegador não recebe notificações do site. Seu agendamento funciona normalmente.',
};

interface NotificationOptInProps {
  onChange: (push: DevicePush | null) => void;
  /** The button's text and what follows each answer, where the page asks for something else than a booking's notices. */
  label?: string;
  texts?: Partial<Record<OptInState, string>>;
}

/**
 * On the confirmation step: the client may ask for a confirmation and a reminder by notification (the waitlist's join page:
 * for the offers). The browser's permission prompt appears only after the tap; whatever the answer, booking goes on.
 */
export function NotificationOptIn({
  onChange,
  label = 'Receber confirmação e lembrete por notificação',
  texts = RESULT_TEXT,
}: NotificationOptInProps) {
  const [state, setState] = useState<OptInState>('idle');
  const supported = usePushSupported();
  // Only the app can ask: the button waits for it (and without JavaScript it is not shown, index.html).
  const appReady = useHydrated();
  if (!supported && state === 'idle') return null;

  const ask = async () => {
    setState('asking');
    const result = await subscribeThisDevice();
    setState(result.state);
    onChange(result.state === 'on' ? result.push : null);
  };

  const text = texts[state];
  return (
    <Stack gap="xs" className="needs-js">
      {state === 'on' ? null : (
        <Button
          variant="light"
          fullWidth
          leftSection={<IconBell size={20} aria-hidden />}
          loading={state === 'asking'}
          disabled={state === 'denied' || state === 'unsupported' || !appReady}
          onClick={() => void ask()}
        >
          {label}
        </Button>
      )}
      {text ? (
        <Text size="sm" c={state === 'on' ? 'brass.3' : 'dimmed'} role="status">
          {state === 'on' ? <IconBellCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} /> : null}
          {text}
        </Text>
      ) : null}
    </Stack>
  );
}
