import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { SlotChips } from '../../../components/calendar/SlotChips';
import { SlotChipsSkeleton } from '../../../components/calendar/SlotChipsSkeleton';
import type { ShopDate } from '../../../lib/time/shop-types';
import { dayIsNumber } from '../form-rules';
import { useBlockedTimesForm } from '../use-blocked-times-form';
import { useDayToBlock } from '../use-day-to-block';
import { DateFields } from './DateFields';
import { BookingsInTheWayAlert } from './BookingsInTheWayAlert';
import type { UnavailableEntry } from '../../../api/types';
import { FieldProblem } from '../../../components/forms/FieldProblem';

interface BlockedTimesFormProps {
  barberId: string;
  today: ShopDate;
  unavailable: UnavailableEntry[];
}

/** Times of one day without bookings: a date (today by default) and the chosen slots. */
export function BlockedTimesForm({ barberId, today, unavailable }: BlockedTimesFormProps) {
  const { form, date, toChoose, inTheWay, toggle, submit, saving } = useBlockedTimesForm(barberId, today, unavailable);
  const { loaded, hours, bookedBy, wholeDayBlocked, isBlocked } = useDayToBlock(barberId, today, date, unavailable);
  const selected = form.values.hours;

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
          Horários a bloquear
        </Title>
        {date && !loaded && <SlotChipsSkeleton />}
        {(!date || (loaded && hours.length === 0)) && <Text c="dimmed">Nenhum horário de atendimento neste dia.</Text>}
        {hours.length > 0 && (
          <SlotChips
            label="Horários a bloquear"
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
        {inTheWay.length > 0 && <BookingsInTheWayAlert bookings={inTheWay} />}
        <Button type="submit" disabled={!dayIsNumber(form.values.day) || toChoose.length === 0} loading={saving}>
          Definir horários sem agenda
        </Button>
      </Stack>
    </form>
  );
}
