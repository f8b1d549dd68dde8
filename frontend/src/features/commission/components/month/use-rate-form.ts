import { useForm } from '@mantine/form';
import { showToast, TOAST_DURATION } from '../../../../lib/page/toast';
import { showServerErrorUnderField } from '../../../../lib/validation/form-errors';
import type { ShopDate } from '../../../../lib/time/shop-types';
import { useSetRate } from '../../api/set-rate';
import { emptyRateForm, fixedProblem, percentProblem, rateRequest, startsOnProblem, type RateFormValues } from '../../rate-terms';

const FIELDS = ['percent', 'fixed', 'startsOn'] as const;

/** The rate form's state and its submit: problems under their fields and in a toast, the server's refusals too. */
export function useRateForm(barberId: string, today: ShopDate, firstRate: boolean, onSaved: () => void) {
  const setRate = useSetRate();
  const form = useForm<RateFormValues>({
    initialValues: emptyRateForm(today),
    validate: {
      percent: percentProblem,
      fixed: fixedProblem,
      startsOn: (value) => startsOnProblem(value, today, firstRate),
    },
  });

  const submit = form.onSubmit(
    (values) =>
      setRate.mutate(rateRequest(barberId, values), {
        onSuccess: () => {
          showToast({ title: 'Sucesso!', message: 'Taxa salva.', tone: 'success' });
          form.reset();
          onSaved();
        },
        onError: (error) => {
          showServerErrorUnderField(form, error, {
            COMMISSION_PERCENT: 'percent',
            COMMISSION_FIXED: 'fixed',
            COMMISSION_RATE_ONE_AMOUNT: values.kind,
            COMMISSION_RATE_PAST_MONTH: 'startsOn',
            COMMISSION_RATE_EXISTS: 'startsOn',
          });
          showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default });
        },
      }),
    (errors) => {
      const first = FIELDS.map((field) => errors[field]).find((problem) => typeof problem === 'string');
      if (typeof first === 'string') showToast({ title: 'Erro!', message: first });
    },
  );

  return { form, submit, saving: setRate.isPending };
}
