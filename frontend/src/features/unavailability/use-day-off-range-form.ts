import { useState } from 'react';
import { useForm } from '@mantine/form';
import { firstFormError } from '../../lib/validation/form-errors';
import { fromIsoDate } from '../../lib/time/iso-date';
import type { ShopDate } from '../../lib/time/shop-types';
import { showToast } from '../../lib/page/toast';
import { useCreateDaysOffRange } from './api/create-days-off-range';
import { daysInRange } from './days-off-runs';
import { dayOffRangeFormRules, type DayRange } from './form-rules';

/** The period form: its first and last day, how many days that is, the submit that adds them, and the days it kept bookings on. */
export function useDayOffRangeForm(barberId: string) {
  const createRange = useCreateDaysOffRange(barberId);
  const form = useForm<{ range: DayRange }>({ initialValues: { range: [null, null] }, validate: dayOffRangeFormRules });
  const [keptBookings, setKeptBookings] = useState<ShopDate[]>([]);
  const [first, last] = form.values.range.map((value) => (value ? fromIsoDate(value) : null));
  const length = first && last ? daysInRange(first, last) : 0;

  const add = () => {
    if (!first || !last) return;
    createRange.mutate(
      { from: first, to: last },
      {
        onSuccess: ({ daysWithAppointments }) => {
          showToast({ tone: 'success', title: 'Sucesso!', message: `Período sem agenda adicionado (${length === 1 ? '1 dia' : `${length} dias`}).` });
          setKeptBookings(daysWithAppointments);
          form.reset();
        },
        onError: (error) => showToast({ title: 'Erro!', message: error.message }),
      },
    );
  };

  const submit = form.onSubmit(add, (errors) => showToast({ message: firstFormError(errors, ['range']) }));

  return { form, first, last, length, keptBookings, dismissKeptBookings: () => setKeptBookings([]), submit, saving: createRange.isPending };
}
