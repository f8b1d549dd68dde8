import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MoneyInput } from '../../../../components/forms/MoneyInput';
import { showToast, TOAST_DURATION } from '../../../../lib/page/toast';
import { showServerErrorUnderField } from '../../../../lib/validation/form-errors';
import { advanceAmountProblem, advanceDayProblem, advanceNoteProblem, defaultAdvanceDay, type AdvanceFormValues } from '../../advance-rules';
import { useAddAdvance } from '../../api/add-advance';
import type { Period } from '../../period';

interface AdvanceFormProps {
  barberId: string;
  period: Period;
  today: string;
  onDone: () => void;
}

/** The owner records a vale given to the barber on a day of the period: it comes off what is left to pay. */
export function AdvanceForm({ barberId, period, today, onDone }: AdvanceFormProps) {
  const add = useAddAdvance();
  const form = useForm<AdvanceFormValues>({
    initialValues: { amount: '', day: defaultAdvanceDay(period, today), note: '' },
    validate: { amount: advanceAmountProblem, day: (value) => advanceDayProblem(value, period), note: advanceNoteProblem },
  });

  const submit = form.onSubmit(
    ({ amount, day, note }) =>
      add.mutate(
        { userId: barberId, amount: Number(amount), day, note: note.trim() },
        {
          onSuccess: () => {
            showToast({ title: 'Sucesso!', message: 'Vale registrado.', tone: 'success' });
            onDone();
          },
          onError: (error) => {
            showServerErrorUnderField(form, error, {
              COMMISSION_ADVANCE_INVALID: 'amount',
              COMMISSION_ADVANCE_NOTE: 'note',
              COMMISSION_PERIOD_PAID: 'day',
            });
            showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default });
          },
        },
      ),
    (errors) => {
      const first = [errors.amount, errors.day, errors.note].find((problem) => typeof problem === 'string');
      if (typeof first === 'string') showToast({ title: 'Erro!', message: first });
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Novo vale">
      <Stack gap="sm">
        <MoneyInput label="Valor do vale" size="lg" max={100_000} data-autofocus {...form.getInputProps('amount')} />
        <TextInput type="date" label="Dia" size="lg" min={period.from} max={period.to} {...form.getInputProps('day')} />
        <TextInput label="Observação (opcional)" size="lg" maxLength={200} {...form.getInputProps('note')} />
        <Button type="submit" size="md" loading={add.isPending}>
          Registrar vale
        </Button>
      </Stack>
    </form>
  );
}
