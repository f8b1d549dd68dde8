import { useState } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { SlotChips } from '../../../components/SlotChips';
import type { HourSlot } from '../../hours/types';
import { sameDate } from '../../../lib/shop-date';
import type { ShopDate } from '../../../lib/shop-types';
import { useDeactivateHours } from '../api/deactivate-hours';
import type { DateInput, UnavailableEntry } from '../types';
import { dayIsNumber, parseDateInput } from '../validate-date';
import { DateFields } from './DateFields';

interface BlockedTimesFormProps {
  userId: string;
  today: ShopDate;
  hours: HourSlot[];
  unavailable: UnavailableEntry[];
}

const DEACTIVATE_CONFLICT = 'Não foi possivel desativar o horário selecionado.';

/** Times of one day without appointments: a date (today by default) and the chosen slots. */
export function BlockedTimesForm({ userId, today, hours, unavailable }: BlockedTimesFormProps) {
  const deactivate = useDeactivateHours(userId);
  const [input, setInput] = useState<DateInput>({ day: String(today.day), month: today.month, year: today.year });
  const [selected, setSelected] = useState<number[]>([]);

  const date = parseDateInput(input, today);
  const entriesOfDay = date ? unavailable.filter((entry) => sameDate(entry, date)) : [];
  const wholeDayBlocked = entriesOfDay.some((entry) => entry.hour === 0);
  const isBlocked = (hour: number) => entriesOfDay.some((entry) => entry.hour === hour);
  const toChoose = selected.filter((hour) => !isBlocked(hour));

  const changeDate = (next: DateInput) => {
    setInput(next);
    setSelected([]);
  };

  const toggle = (hour: number, checked: boolean) =>
    setSelected((current) => (checked ? [...current, hour].sort((a, b) => a - b) : current.filter((h) => h !== hour)));

  const submit = () => {
    if (!date) return showToast({ message: 'Informe um dia válido.' });
    if (toChoose.length === 0) return showToast({ message: 'Selecione algum horário.' });
    deactivate.mutate(
      { ...date, hours: toChoose },
      {
        onSuccess: () => {
          showToast({ tone: 'success', title: 'Sucesso!', message: 'Horários sem agenda definidos.' });
          setSelected([]);
        },
        onError: (error) => showToast({ message: error instanceof ApiError && error.status === 409 ? DEACTIVATE_CONFLICT : error.message }),
      },
    );
  };

  return (
    <Stack gap="md">
      <DateFields value={input} onChange={changeDate} years={[today.year, today.year + 1]} />
      {wholeDayBlocked && (
        <Alert variant="light" color="brass">
          Este dia inteiro já está sem agenda.
        </Alert>
      )}
      <Title order={2} size="h4" id="selected-times-title">
        Horários selecionados
      </Title>
      {hours.length === 0 ? (
        <Text c="dimmed">Nenhum horário de atendimento ativo.</Text>
      ) : (
        <SlotChips
          label="Horários selecionados"
          hours={hours.map((slot) => slot.hour)}
          isChecked={(hour) => isBlocked(hour) || selected.includes(hour)}
          isDisabled={isBlocked}
          onToggle={toggle}
        />
      )}
      <Button disabled={!dayIsNumber(input.day) || toChoose.length === 0} loading={deactivate.isPending} onClick={submit}>
        Definir horários sem agenda
      </Button>
    </Stack>
  );
}
