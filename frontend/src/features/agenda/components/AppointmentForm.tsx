import { useEffect, useRef } from 'react';
import { Button, Stack, Switch, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { firstFormProblem } from '../../../lib/form-errors';
import { formatLongDate } from '../../../lib/format';
import { showToast, TOAST_DURATION } from '../../../lib/toast';
import { useDraftForm } from '../../../lib/use-draft-form';
import { appointmentErrorMessage } from '../../../lib/conflict-message';
import { DateSelects } from '../../../components/DateSelects';
import { DoubleTimeNote } from '../../../components/DoubleTimeNote';
import { clampToWindow } from '../../../lib/booking-window';
import { ClientDataForm, type ClientData } from '../../../components/ClientDataForm';
import { barberServicesQueryOptions } from '../../../api/services/get-barber-services';
import { sameDate } from '../../../lib/shop-date';
import type { ShopDate } from '../../../lib/shop-types';
import type { ValidationProblem } from '../../../lib/validation-problem';
import { adminWindow } from '../admin-window';
import { APPOINTMENT_FORM_TOAST_TITLES, appointmentFormRules, type AppointmentFormValues } from '../form-rules';
import { AgendaSlots } from './AgendaSlots';
import { ContactNoShows } from './ContactNoShows';
import { ServiceSelect } from './ServiceSelect';
import type { AgendaAppointmentFields, Appointment } from '../../../api/types';
import { FieldProblem } from '../../../components/FieldProblem';

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
  /** Mover: the date's first select has the focus from the start (the service is kept). */
  focusDate?: boolean;
}

/** Service, date, a free time, the client and 'Pgto. Antecipado'. */
export function AppointmentForm({ barberId, today, initial, prefill, start, saving, onSave, focusDate = false }: AppointmentFormProps) {
  const dateFields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusDate) dateFields.current?.querySelector('select')?.focus();
  }, [focusDate]);
  const { data: services } = useSuspenseQuery(barberServicesQueryOptions(barberId));
  // One draft for the whole form: these fields here, the client's name and contact in ClientDataForm.
  const draft = `appointment:${initial?.id ?? 'new'}`;
  const form = useDraftForm<AppointmentFormValues>(draft, {
    initialValues: {
      jobId: initial?.job.id ?? prefill?.jobId ?? '',
      date: dateOnly(initial ?? start?.date ?? today),
      hour: initial?.hour ?? start?.hour,
      previousPayment: initial?.previousPayment ?? false,
    },
    validate: appointmentFormRules,
  });
  const { jobId, date: wantedDate, hour } = form.values;

  const window = adminWindow(today, initial);
  const date = clampToWindow(window, wantedDate);
  const takesTwoSlots = services.find((service) => service.id === jobId)?.takesTwoSlots ?? initial?.job.takesTwoSlots;
  const ownHour = initial && sameDate(initial, date) ? initial.hour : undefined;

  // Another day: the time chosen belonged to the one before.
  const changeDate = (next: Partial<ShopDate>) => form.setValues({ date: next, hour: undefined });

  // The service and the time first, then the client's data (ClientDataForm hands it over on submit, with its problem).
  const submit = (client: ClientData, clientProblem: ValidationProblem | null) =>
    form.onSubmit(
      ({ jobId, hour, previousPayment }) => {
        if (clientProblem) return showToast(clientProblem);
        if (hour === undefined) return;
        onSave({ ...client, ...date, hour, jobId, previousPayment }).catch((error: Error) =>
          showToast({
            title: 'Erro!',
            message: appointmentErrorMessage(error),
            duration: TOAST_DURATION.default,
          }),
        );
      },
      (errors) => {
        const problem = firstFormProblem(errors, APPOINTMENT_FORM_TOAST_TITLES);
        if (problem) showToast(problem);
      },
    )();

  return (
    <Stack gap="lg">
      <ServiceSelect
        barberId={barberId}
        value={jobId}
        onChange={(next) => form.setFieldValue('jobId', next)}
        error={form.errors.jobId}
        current={initial?.job}
      />
      <div ref={dateFields}>
        <DateSelects window={window} value={date} onChange={changeDate} />
      </div>
      <Title order={2} size="h4" aria-live="polite">
        {formatLongDate(date.day, date.month, date.year)}
      </Title>
      {takesTwoSlots && <DoubleTimeNote />}
      {jobId ? (
        <AgendaSlots
          query={{ userId: barberId, jobId, ...date }}
          appointmentId={initial?.id}
          ownHour={ownHour}
          value={hour}
          onChange={(next) => form.setFieldValue('hour', next)}
        />
      ) : (
        <Text c="dimmed">Escolha um serviço para ver os horários livres.</Text>
      )}
      {jobId && <FieldProblem>{form.errors.hour}</FieldProblem>}
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
        <Switch
          size="md"
          label="Pgto. Antecipado"
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          {...form.getInputProps('previousPayment', { type: 'checkbox' })}
        />
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
