import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { firstFormError } from '../../../lib/validation/form-errors';
import { showToast } from '../../../lib/page/toast';
import type { ShopDate } from '../../../lib/time/shop-types';
import { useCreateDayOff } from '../api/create-day-off';
import { dayHasBookingsQueryOptions } from '../api/day-has-bookings';
import type { DateInput } from '../types';
import { dayOffFormRules, parseDateInput } from '../form-rules';
import { DateFields } from './DateFields';
import { DayWithBookingsModal } from './DayWithBookingsModal';
import type { UnavailableEntry } from '../../../api/types';

interface DayOffFormProps {
  barberId: string;
  today: ShopDate;
  daysOff: UnavailableEntry[];
}

/** A day and month added to the days without bookings; the button waits for both. */
export function DayOffForm({ barberId, today, daysOff }: DayOffFormProps) {
  const queryClient = useQueryClient();
  const createDayOff = useCreateDayOff(barberId);
  const form = useForm<DateInput>({ initialValues: { day: '', month: null, year: today.year }, validate: dayOffFormRules(today, daysOff) });
  const [checking, setChecking] = useState(false);
  const [toConfirm, setToConfirm] = useState<ShopDate | null>(null);

  const create = (date: ShopDate) => {
    setToConfirm(null);
    createDayOff.mutate(date, {
      onSuccess: () => {
        showToast({ tone: 'success', title: 'Sucesso!', message: 'Dia sem agenda adicionado.' });
        form.reset();
      },
      onError: (error) => showToast({ title: 'Erro!', message: error.message }),
    });
  };

  const add = async (input: DateInput) => {
    const date = parseDateInput(input, today);
    if (!date) return;
    setChecking(true);
    try {
      const hasBookings = await queryClient.fetchQuery(dayHasBookingsQueryOptions(barberId, date));
      if (hasBookings) setToConfirm(date);
      else create(date);
    } catch (error) {
      showToast({ title: 'Erro!', message: (error as Error).message });
    } finally {
      setChecking(false);
    }
  };

  const submit = form.onSubmit(
    (input) => void add(input),
    (errors) => showToast({ message: firstFormError(errors, ['day']) }),
  );

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <DateFields form={form} years={[today.year, today.year + 1]} />
          <Button
            type="submit"
            leftSection={<IconCalendarPlus size={20} aria-hidden />}
            disabled={form.values.day === '' || form.values.month === null}
            loading={checking || createDayOff.isPending}
          >
            Adicionar dia
          </Button>
        </Stack>
      </form>
      <DayWithBookingsModal date={toConfirm} onConfirm={create} onCancel={() => setToConfirm(null)} />
    </>
  );
}
