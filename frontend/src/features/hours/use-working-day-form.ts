import { useForm } from '@mantine/form';
import { showToast } from '../../lib/page/toast';
import type { WorkingDay, WorkingHours } from '../../api/types';
import { useSetWorkingDay } from './api/set-working-day';
import { WEEKDAYS } from './types';
import { SUGGESTED_HOURS, suggestedBreak, workingHoursErrors } from './working-hours-rules';

/** One weekday's form: open or off and its hours, their problems as they change, and the save that closes it (`onDone`). */
export function useWorkingDayForm(barberId: string, day: WorkingDay, onDone: () => void) {
  const setDay = useSetWorkingDay(barberId);
  const form = useForm<WorkingHours & { open: boolean }>({
    initialValues: { open: day.open || day.hours === null, ...(day.hours ?? SUGGESTED_HOURS) },
    validate: workingHoursErrors,
  });
  const { open, ...hours } = form.values;
  // The problems show as the barber changes the hours, before anything is sent.
  const errors = workingHoursErrors(hours);
  const nextBreak = suggestedBreak(hours);
  const name = WEEKDAYS[day.weekday];

  const save = form.onSubmit(({ open, start, end, breaks }) =>
    setDay.mutate(
      { weekday: day.weekday, open, hours: { start, end, breaks } },
      {
        onSuccess: () => {
          showToast({ tone: 'success', title: 'Sucesso!', message: `Horário de ${name.toLowerCase()} salvo.` });
          onDone();
        },
        onError: (error) => showToast({ title: 'Erro!', message: error.message }),
      },
    ),
  );

  return { form, open, hours, errors, nextBreak, save, saving: setDay.isPending };
}
