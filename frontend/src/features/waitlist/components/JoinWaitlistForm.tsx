import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useHydrated } from '@tanstack/react-router';
import { ClientDataForm, type ClientData } from '../../../components/ClientDataForm';
import { NotificationOptIn } from '../../../components/NotificationOptIn';
import { updateDraft } from '../../../lib/draft-storage';
import type { DevicePush } from '../../../lib/push-subscription';
import { showToast } from '../../../lib/toast';
import type { ValidationProblem } from '../../../lib/validation-problem';
import type { DayPeriod } from '../../../lib/day-periods';
import type { WaitlistEntry } from '../../../api/types';
import { useJoinWaitlist } from '../api/join-waitlist';
import { PeriodChoice } from './PeriodChoice';
import { WaitlistDayChips } from './WaitlistDayChips';

const NO_DAY = 'Escolha pelo menos um dia.';

const PUSH_TEXTS = {
  on: 'Notificações ativadas neste aparelho: se abrir um horário, a oferta chega aqui.',
  denied: 'As notificações estão bloqueadas neste navegador. Você entra na lista mesmo assim: o barbeiro vê seu nome e pode ligar.',
  failed: 'Não foi possível ativar as notificações agora. Você entra na lista mesmo assim: o barbeiro vê seu nome e pode ligar.',
  unsupported: 'Este navegador não recebe notificações do site. Você entra na lista mesmo assim: o barbeiro vê seu nome e pode ligar.',
};

interface JoinWaitlistFormProps {
  barberId: string;
  serviceId: string;
  /** The days offered, and those checked when the page opens (the day chosen at the time step). */
  dayChoices: string[];
  initialDays: string[];
  /** The name and phone typed at the booking's steps, if any. */
  initial: ClientData;
  onJoined: (joined: { entry: WaitlistEntry; manageToken: string }) => void;
}

/** The days, the part of the day, name and phone, notifications: then the client is on the list. */
export function JoinWaitlistForm({ barberId, serviceId, dayChoices, initialDays, initial, onJoined }: JoinWaitlistFormProps) {
  const join = useJoinWaitlist();
  const [days, setDays] = useState(initialDays);
  const [daysError, setDaysError] = useState<string>();
  const [period, setPeriod] = useState<DayPeriod>(null);
  const [push, setPush] = useState<DevicePush | null>(null);
  const appReady = useHydrated();

  const submit = (data: ClientData, problem: ValidationProblem | null) => {
    setDaysError(days.length === 0 ? NO_DAY : undefined);
    if (days.length === 0 || problem) {
      showToast(problem ?? { message: NO_DAY });
      return;
    }
    const pushFields = push ? { pushEndpoint: push.endpoint, pushP256dh: push.p256dh, pushAuth: push.auth } : {};
    join.mutate(
      { userId: barberId, jobId: serviceId, days, period, ...data, ...pushFields },
      {
        onSuccess: onJoined,
        onError: (error) => showToast({ title: 'Não foi possível entrar na lista', message: error.message }),
      },
    );
  };

  const changeDays = (next: string[]) => {
    setDays(next);
    if (next.length > 0) setDaysError(undefined);
  };

  return (
    <Stack gap="lg">
      <WaitlistDayChips choices={dayChoices} value={days} onChange={changeDays} error={daysError} />
      <PeriodChoice value={period} onChange={setPeriod} />
      <ClientDataForm initial={initial} onChange={updateDraft} onSubmit={submit}>
        <Stack gap="xs">
          <NotificationOptIn label="Receber a oferta por notificação" texts={PUSH_TEXTS} onChange={setPush} />
          {!push && (
            <Text size="sm" c="dimmed">
              A oferta automática chega por notificação. Sem notificações, o barbeiro vê seu nome na lista e pode ligar.
            </Text>
          )}
        </Stack>
        {/* Only the app sends it (no server answers this form): before it has arrived the button waits, so that a tap never
            sends the name and phone in a plain form's address. */}
        <div className="sticky-action">
          <Button type="submit" fullWidth loading={join.isPending} disabled={!appReady}>
            Entrar na lista de espera
          </Button>
        </div>
        <Text className="without-js" size="sm" c="dimmed">
          Para entrar na lista, ative o JavaScript do navegador.
        </Text>
      </ClientDataForm>
    </Stack>
  );
}
