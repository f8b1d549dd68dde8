import { useState } from 'react';
import { useForm } from '@mantine/form';
import { ApiError } from '../../lib/http/api-client';
import { firstFormError } from '../../lib/validation/form-errors';
import { showToast } from '../../lib/page/toast';
import type { ShopDate } from '../../lib/time/shop-types';
import type { UnavailableEntry, BookingInTheWay } from '../../api/types';
import { useBlockHours } from '../../api/unavailability/block-hours';
import { blockedTimesFormRules, parseDateInput, timesToBlock, type BlockedTimesFormValues } from './form-rules';

/** A booking the server named when it refused a block (409 DEACTIVATE_CONFLICT). */
const bookingsInTheWay = (error: unknown): BookingInTheWay[] =>
  error instanceof ApiError && Array.isArray(error.details.bookings) ? (error.details.bookings as BookingInTheWay[]) : [];

/**
 * The blocked times form: the date typed (today by default, null while not a valid one) and the times chosen, those
 * not blocked yet, the submit that blocks them, and the bookings the server named when it refused.
 */
export function useBlockedTimesForm(barberId: string, today: ShopDate, unavailable: UnavailableEntry[]) {
  const deactivate = useBlockHours(barberId);
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

  const date = parseDateInput(form.values, today);
  const toChoose = timesToBlock(form.values.hours, form.values, today, unavailable);

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

  return { form, date, toChoose, inTheWay, toggle, submit, saving: deactivate.isPending };
}
