import { useState } from 'react';
import { Alert, Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api-client';
import { firstFormError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { SlotChips } from '../../../components/SlotChips';
import { SlotChipsSkeleton } from '../../../components/SlotChipsSkeleton';
import { sameDate } from '../../../lib/shop-date';
import type { ShopDate } from '../../../lib/shop-types';
import { useTimeline } from '../../../api/agenda/get-timeline';
import { useDeactivateHours } from '../api/deactivate-hours';
import { blockedTimesFormRules, dayIsNumber, parseDateInput, timesToBlock, type BlockedTimesFormValues } from '../form-rules';
import { DateFields } from './DateFields';
import type { UnavailableEntry, BookingInTheWay } from '../../../api/types';
import { FieldProblem } from '../../../components/FieldProblem';

interface BlockedTimesFormProps {
  userId: string;
  today: ShopDate;
  unavailable: UnavailableEntry[];
}

/** A booking the server named when it refused a block (409 DEACTIVATE_CONFLICT). */
const bookingsInTheWay = (error: unknown): BookingInTheWay[] =>
  error instanceof ApiError && Array.isArray(error.details.bookings) ? (error.details.bookings as BookingInTheWay[]) : [];

/** Times of one day without appointments: a date (today by default) and the chosen slots. */
export function BlockedTimesForm({ userId, today, unavailable }: BlockedTimesFormProps) {
  const deactivate = useDeactivateHours(userId);
  const [inTheWay, setInTheWay] = useState<BookingInTheWay[]>([]);
  const form = useForm<BlockedTimesFormValues>({
    initialValues: { day: String(today.day), month: today.month, year: today.year, hours: [] },
    validate: blockedTimesFormRules(today, unavailable),
    // Another date: the times chosen and the bookings named belonged to the one before.
    onValuesChange: (values, previous) => {
      if (values.day !== previous.day || values.month !== previous.month || values.year !== previous.year) {
        form.setFieldValue('hours', []);
        setInTheWay([]);
      }
    },
  });

  const selected = form.values.hours;
  const date = parseDateInput(form.values, today);
  // The day's slots (the hours of its weekday) and bookings, so the picker offers that day's times and shows who holds one.
  const timeline = useTimeline(userId, date ?? today, 1);
  const day = date ? timeline.data?.[0] : undefined;
  const hours = day?.slots.map((slot) => slot.hour) ?? [];
  const bookedBy = new Map(
    (day?.slots ?? []).flatMap((slot) => {
      const appointment = day?.appointments.find((entry) => entry.id === slot.appointmentId);
      return slot.state === 'booked' && appointment ? [[slot.hour, appointment.clientName] as const] : [];
    }),
  );
  const entriesOfDay = date ? unavailable.filter((entry) => sameDate(entry, date)) : [];
  const wholeDayBlocked = entriesOfDay.some((entry) => entry.hour === 0);
  const isBlocked = (hour: number) => entriesOfDay.some((entry) => entry.hour === hour);
  const toChoose = timesToBlock(selected, form.values, today, unavailable);

  const toggle = (hour: number, checked: boolean) =>
    form.setFieldValue('hours', (current) => (checked ? [...current, hour].sort((a, b) => a - b) : current.filter((h) => h !== hour)));

  const submit = form.onSubmit(
    (values) => {
      const chosenDate = parseDateInput(values, today);
      if (!chosenDate) return;
      deactivate.mutate(
        { ...chosenDate, hours: timesToBlock(values.hours, values, today, unavailable) },
        {
          onSuccess: () => {
            showToast({ tone: 'success', title: 'Sucesso!', message: 'Horários sem agenda definidos.' });
            form.setFieldValue('hours', []);
            setInTheWay([]);
          },
          onError: (error) => {
            setInTheWay(bookingsInTheWay(error));
            showToast({ message: error.message });
          },
        },
      );
    },
    (errors) => showToast({ message: firstFormError(errors, ['day', 'hours']) }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <DateFields form={form} years={[today.year, today.year + 1]} />
        {wholeDayBlocked && (
          <Alert variant="light" color="brass">
            Este dia inteiro já está sem agenda.
          </Alert>
        )}
        <Title order={2} size="h4" id="selected-times-title">
          Horários selecionados
        </Title>
        {date && !day && <SlotChipsSkeleton />}
        {(!date || (day && hours.length === 0)) && <Text c="dimmed">Nenhum horário de atendimento neste dia.</Text>}
        {hours.length > 0 && (
          <SlotChips
            label="Horários selecionados"
            hours={hours}
            isChecked={(hour) => isBlocked(hour) || selected.includes(hour)}
            isDisabled={(hour) => isBlocked(hour) || bookedBy.has(hour)}
            noteOf={(hour) => bookedBy.get(hour)}
            onToggle={toggle}
          />
        )}
        <FieldProblem>{form.errors.hours}</FieldProblem>
        {bookedBy.size > 0 && (
          <Text size="sm" c="dimmed">
            Os horários com um nome já têm agendamento: libere-os antes de bloquear (abra o agendamento para mover ou excluir).
          </Text>
        )}
        {inTheWay.length > 0 && (
          <Alert color="red" title="Há agendamento nestes horários" role="alert">
            <List size="sm" spacing={4}>
              {inTheWay.map((booking) => (
                <List.Item key={booking.appointmentId}>
                  {booking.label}: {booking.clientName} ({booking.service}) ·{' '}
                  <Anchor
                    renderRoot={(props) => <Link to="/administrador/minha-agenda/formulario/$id" params={{ id: booking.appointmentId }} {...props} />}
                  >
                    Abrir agendamento
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Button type="submit" disabled={!dayIsNumber(form.values.day) || toChoose.length === 0} loading={deactivate.isPending}>
          Definir horários sem agenda
        </Button>
      </Stack>
    </form>
  );
}
