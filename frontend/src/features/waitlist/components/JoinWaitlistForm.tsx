import { useId, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { ClientDataForm, type ClientData } from '../../../components/forms/ClientDataForm';
import { NotificationOptIn } from '../../../components/booking/NotificationOptIn';
import { periodOfField, type DayPeriod } from '../../../lib/time/day-periods';
import { updateDraft } from '../../../lib/draft/draft-storage';
import { pushFieldsOf, type DevicePush } from '../../../lib/push/push-subscription';
import { showToast } from '../../../lib/page/toast';
import type { ValidationProblem } from '../../../lib/validation/validation-problem';
import type { ClientDataErrors } from '../../../lib/validation/validate-client-data';
import type { WaitlistEntry } from '../../../api/types';
import { useJoinWaitlist } from '../api/join-waitlist';
import { useChosenBeforeTakeover } from '../use-chosen-before-takeover';
import { NO_DAY_CHOSEN, WAITLIST_PAGE } from '../join-form';
import { MAX_WAITLIST_DAYS } from '../waitlist-days';
import { PeriodChoice } from './PeriodChoice';
import { WaitlistDayChips } from './WaitlistDayChips';

const PUSH_TEXTS = {
  on: 'Notificações ativadas neste aparelho: se abrir um horário, a oferta chega aqui.',
  denied: 'As notificações estão bloqueadas neste navegador. Você entra na lista mesmo assim: o barbeiro vê seu nome e pode ligar.',
  failed: 'Não foi possível ativar as notificações agora. Você entra na lista mesmo assim: o barbeiro vê seu nome e pode ligar.',
  unsupported: 'Este navegador não recebe notificações do site. Você entra na lista mesmo assim: o barbeiro vê seu nome e pode ligar.',
};

interface JoinWaitlistFormProps {
  barberId: string;
  serviceId: string;
  /** The days offered, and those checked when the page opens (the day chosen at the time step, or those sent before). */
  dayChoices: string[];
  initialDays: string[];
  initialPeriod: DayPeriod;
  /** The name and phone typed at the booking's steps, if any. */
  initial: ClientData;
  /** The problems the server found in the form it was sent as (before the app had arrived), under their fields. */
  initialErrors?: ClientDataErrors & { dias?: string };
  onJoined: (joined: { entry: WaitlistEntry; manageToken: string }) => void;
}

/**
 * The days, the part of the day, name and phone, notifications: then the client is on the list. Before the app has arrived
 * (or without JavaScript) it is a plain form posted to the page, which the server answers (server/waitlist-form.ts).
 */
export function JoinWaitlistForm(props: JoinWaitlistFormProps) {
  const { barberId, serviceId, dayChoices, initialDays, initialPeriod, initial, initialErrors, onJoined } = props;
  const formId = useId();
  const join = useJoinWaitlist();
  const [days, setDays] = useState(initialDays);
  const [daysError, setDaysError] = useState(initialErrors?.dias);
  const [period, setPeriod] = useState<DayPeriod>(initialPeriod);
  const [push, setPush] = useState<DevicePush | null>(null);

  const changeDays = (next: string[]) => {
    setDays(next);
    if (next.length > 0) setDaysError(undefined);
  };
  useChosenBeforeTakeover(formId, (name, values) => {
    if (name === 'dias') changeDays(values.slice(0, MAX_WAITLIST_DAYS).sort());
    if (name === 'periodo') setPeriod(periodOfField(values[0]));
  });

  const submit = (data: ClientData, problem: ValidationProblem | null) => {
    setDaysError(days.length === 0 ? NO_DAY_CHOSEN : undefined);
    if (days.length === 0 || problem) {
      showToast(problem ?? { message: NO_DAY_CHOSEN });
      return;
    }
    const pushFields = push ? pushFieldsOf(push) : {};
    join.mutate(
      { userId: barberId, jobId: serviceId, days, period, ...data, ...pushFields },
      {
        onSuccess: onJoined,
        onError: (error) => showToast({ title: 'Não foi possível entrar na lista', message: error.message }),
      },
    );
  };

  return (
    <Stack gap="lg">
      <WaitlistDayChips form={formId} choices={dayChoices} value={days} onChange={changeDays} error={daysError} />
      <PeriodChoice form={formId} value={period} onChange={setPeriod} />
      <ClientDataForm id={formId} initial={initial} onChange={updateDraft} onSubmit={submit} action={WAITLIST_PAGE} initialErrors={initialErrors}>
        <Stack gap="xs">
          <NotificationOptIn label="Receber a oferta por notificação" texts={PUSH_TEXTS} onChange={setPush} />
          {!push && (
            <Text size="sm" c="dimmed">
              A oferta automática chega por notificação. Sem notificações, o barbeiro vê seu nome na lista e pode ligar.
            </Text>
          )}
        </Stack>
        <div className="sticky-action">
          <Button type="submit" fullWidth loading={join.isPending}>
            Entrar na lista de espera
          </Button>
        </div>
      </ClientDataForm>
    </Stack>
  );
}
