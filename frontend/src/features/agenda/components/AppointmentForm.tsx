import { Button, Stack, Switch, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useFormDraftState } from '../../../lib/form-draft';
import { formatLongDate } from '../../../lib/format';
import { showToast, TOAST_DURATION } from '../../../lib/toast';
import { appointmentErrorMessage } from '../../../lib/conflict-message';
import { DateSelects } from '../../../components/DateSelects';
import { DoubleTimeNote } from '../../../components/DoubleTimeNote';
import { clampToWindow } from '../../../lib/booking-window';
import { ClientDataForm, type ClientData } from '../../../components/ClientDataForm';
import { validateBarberClientData } from '../../../lib/validate-client-data';
import { barberServicesQueryOptions } from '../../../api/services/get-barber-services';
import { sameDate } from '../../../lib/shop-date';
import type { ShopDate } from '../../../lib/shop-types';
import { adminWindow } from '../admin-window';
import { AgendaSlots } from './AgendaSlots';
import { ContactNoShows } from './ContactNoShows';
import { ServiceSelect } from './ServiceSelect';
import type { AgendaAppointmentFields, Appointment } from '../../../api/types';

interface AppointmentFormProps {
  barberId: string;
  today: ShopDate;
  /** The appointment being edited; a new one when absent. */
  initial?: Appointment;
  /** A new appointment's client and service, known beforehand (booking a client again). */
  prefill?: Partial<ClientData> & { jobId?: string };
  /** A new one's day and time chosen beforehand (a free slot tapped in the agenda). */
  start?: { date: ShopDate; hour?: number };
  saving: boolean;
  onSave: (fields: AgendaAppointmentFields) => Promise<unknown>;
}

/** Service, date, a free time, the client and 'Pgto. Antecipado'. */
export function AppointmentForm({ barberId, today, initial, prefill, start, saving, onSave }: AppointmentFormProps) {
  const { data: services } = useSuspenseQuery(barberServicesQueryOptions(barberId));
  const draft = `appointment:${initial?.id ?? 'new'}`;
  const [jobId, setJobId] = useFormDraftState(draft, 'jobId', initial?.job.id ?? prefill?.jobId ?? '');
  const [wantedDate, setWantedDate] = useFormDraftState<Partial<ShopDate>>(draft, 'date', dateOnly(initial ?? start?.date ?? today));
  const [hour, setHour] = useFormDraftState<number | undefined>(draft, 'hour', initial?.hour ?? start?.hour);
  const [previousPayment, setPreviousPayment] = useFormDraftState(draft, 'previousPayment', initial?.previousPayment ?? false);

  const window = adminWindow(today, initial);
  const date = clampToWindow(window, wantedDate);
  const doubleTime = services.find((service) => service.id === jobId)?.doubleTime ?? initial?.job.doubleTime;
  const ownHour = initial && sameDate(initial, date) ? initial.hour : undefined;

  const changeDate = (next: Partial<ShopDate>) => {
    setWantedDate(next);
    setHour(undefined);
  };

  const submit = (client: ClientData) => {
    const problem = !jobId
      ? { title: 'Serviço inválido', message: 'Escolha um serviço.' }
      : hour === undefined
        ? { title: 'Horário inválido', message: 'Selecione um horário.' }
        : validateBarberClientData(client.clientName, client.clientContact);
    if (problem || hour === undefined) return problem && showToast(problem);
    onSave({ ...client, ...date, hour, jobId, previousPayment }).catch((error: Error) =>
      showToast({
        title: 'Erro!',
        message: appointmentErrorMessage(error),
        duration: TOAST_DURATION.default,
      }),
    );
  };

  return (
    <Stack gap="lg">
      <ServiceSelect barberId={barberId} value={jobId} onChange={setJobId} current={initial?.job} />
      <DateSelects window={window} value={date} onChange={changeDate} />
      <Title order={2} size="h4" aria-live="polite">
        {formatLongDate(date.day, date.month, date.year)}
      </Title>
      {doubleTime && <DoubleTimeNote />}
      {jobId ? (
        <AgendaSlots query={{ userId: barberId, jobId, ...date }} appointmentId={initial?.id} ownHour={ownHour} value={hour} onChange={setHour} />
      ) : (
        <Text c="dimmed">Escolha um serviço para ver os horários livres.</Text>
      )}
      <ClientDataForm
        initial={{
          clientName: initial?.clientName ?? prefill?.clientName ?? '',
          clientContact: initial?.clientContact ?? prefill?.clientContact ?? '',
        }}
        contactOptional
        draft={draft}
        onSubmit={submit}
        contactNote={(clientContact) => <ContactNoShows clientContact={clientContact} />}
      >
        <Switch size="md" label="Pgto. Antecipado" checked={previousPayment} onChange={(event) => setPreviousPayment(event.currentTarget.checked)} />
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={20} aria-hidden />} mt="sm">
          {initial ? 'Salvar alterações' : 'Agendar'}
        </Button>
      </ClientDataForm>
    </Stack>
  );
}

function dateOnly({ year, month, day }: ShopDate): ShopDate {
  return { year, month, day };
}
