import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../lib/toast';
import { sameDate } from '../../../lib/shop-date';
import type { ShopDate } from '../../../lib/shop-types';
import { useCreateDayOff } from '../api/create-day-off';
import { dayHasAppointmentsQueryOptions } from '../api/day-has-appointments';
import type { DateInput } from '../types';
import { parseDateInput } from '../validate-date';
import { DateFields } from './DateFields';
import { DayWithAppointmentsModal } from './DayWithAppointmentsModal';
import type { UnavailableEntry } from '../../../api/types';

interface DayOffFormProps {
  userId: string;
  today: ShopDate;
  daysOff: UnavailableEntry[];
}

/** A day and month added to the days without appointments; the button waits for both. */
export function DayOffForm({ userId, today, daysOff }: DayOffFormProps) {
  const queryClient = useQueryClient();
  const createDayOff = useCreateDayOff(userId);
  const [input, setInput] = useState<DateInput>({ day: '', month: null, year: today.year });
  const [checking, setChecking] = useState(false);
  const [toConfirm, setToConfirm] = useState<ShopDate | null>(null);

  const create = (date: ShopDate) => {
    setToConfirm(null);
    createDayOff.mutate(date, {
      onSuccess: () => {
        showToast({ tone: 'success', title: 'Sucesso!', message: 'Dia sem agenda adicionado.' });
        setInput({ day: '', month: null, year: today.year });
      },
      onError: (error) => showToast({ title: 'Erro!', message: error.message }),
    });
  };

  const add = async () => {
    const date = parseDateInput(input, today);
    if (!date) return showToast({ message: 'Informe um dia válido' });
    if (daysOff.some((entry) => sameDate(entry, date))) return showToast({ message: 'Este dia já está na lista' });
    setChecking(true);
    try {
      const hasAppointments = await queryClient.fetchQuery(dayHasAppointmentsQueryOptions(userId, date));
      if (hasAppointments) setToConfirm(date);
      else create(date);
    } catch (error) {
      showToast({ title: 'Erro!', message: (error as Error).message });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Stack gap="md">
      <DateFields value={input} onChange={setInput} years={[today.year, today.year + 1]} />
      <Button
        leftSection={<IconCalendarPlus size={20} aria-hidden />}
        disabled={input.day === '' || input.month === null}
        loading={checking || createDayOff.isPending}
        onClick={() => void add()}
      >
        Adicionar dia
      </Button>
      <DayWithAppointmentsModal date={toConfirm} onConfirm={create} onCancel={() => setToConfirm(null)} />
    </Stack>
  );
}
