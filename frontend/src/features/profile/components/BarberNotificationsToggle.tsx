import { useEffect, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { showToast } from '../../../lib/page/toast';
import { subscribeBarberDevice, unsubscribeBarberDevice } from '../api/barber-devices';
import { currentSubscription, pushSupported, subscribeThisDevice } from '../../../lib/push/push-subscription';

const FAILURE: Record<'denied' | 'unsupported' | 'failed', string> = {
  denied: 'As notificações estão bloqueadas neste navegador: libere-as nas configurações do site.',
  unsupported: 'Este navegador não recebe notificações do site (é preciso https ou o app instalado).',
  failed: 'Não foi possível ativar as notificações agora. Tente de novo mais tarde.',
};

/** Meus Dados: this device receives a push for every booking a client makes, moves or cancels. */
export function BarberNotificationsToggle() {
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void currentSubscription().then((push) => setEndpoint(push?.endpoint ?? null));
  }, []);

  if (!pushSupported()) {
    return <Text c="dimmed">{FAILURE.unsupported}</Text>;
  }

  const turnOn = async () => {
    setBusy(true);
    try {
      const result = await subscribeThisDevice();
      if (result.state !== 'on') {
        showToast({ message: FAILURE[result.state] });
        return;
      }
      await subscribeBarberDevice(result.push);
      setEndpoint(result.push.endpoint);
      showToast({ title: 'Pronto!', message: 'Notificações ativadas neste aparelho.', tone: 'success' });
    } catch (error) {
      showToast({ title: 'Erro!', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    if (!endpoint) return;
    setBusy(true);
    try {
      await unsubscribeBarberDevice(endpoint);
      setEndpoint(null);
      showToast({ message: 'Notificações desativadas neste aparelho.', tone: 'success' });
    } catch (error) {
      showToast({ title: 'Erro!', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm">
        Receba neste aparelho um aviso a cada agendamento novo, alterado ou cancelado pelos clientes.
      </Text>
      {endpoint ? (
        <Button variant="default" leftSection={<IconBellOff size={20} aria-hidden />} loading={busy} onClick={() => void turnOff()}>
          Desativar notificações
        </Button>
      ) : (
        <Button leftSection={<IconBell size={20} aria-hidden />} loading={busy} onClick={() => void turnOn()}>
          Ativar notificações
        </Button>
      )}
    </Stack>
  );
}
