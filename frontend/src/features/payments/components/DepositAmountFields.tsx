import { NumberInput, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DEPOSIT_MAX_PERCENT, DEPOSIT_MIN_PERCENT } from '../../../../../common/rules/deposit-terms';
import { SERVICE_MAX_VALUE_REAIS } from '../../../../../common/rules/input-limits';
import { MoneyInput } from '../../../components/forms/MoneyInput';
import type { DepositRule, PaymentFormValues } from '../payment-form';
import { OptionCards, type Option } from './OptionCards';

const RULES: readonly Option<DepositRule>[] = [
  { value: 'off', label: 'Desligado', description: 'Ninguém paga sinal para agendar.' },
  {
    value: 'percent',
    label: 'Porcentagem do preço',
    description: 'Uma parte do preço de cada serviço: 20% de um corte de R$ 50,00 são R$ 10,00.',
  },
  { value: 'fixed', label: 'Valor fixo', description: 'O mesmo valor em todo serviço (o preço, quando o serviço custa menos).' },
];

/** Whether a deposit is asked, and how much: a share of the price or a fixed amount in reais. */
export function DepositAmountFields({ form }: { form: UseFormReturnType<PaymentFormValues> }) {
  const rule = form.values.depositRule;
  return (
    <Stack gap="md">
      <OptionCards name="depositRule" label="Sinal" options={RULES} value={rule} onChange={(value) => form.setFieldValue('depositRule', value)} />
      {rule === 'percent' && (
        <NumberInput
          label="Porcentagem do preço"
          suffix="%"
          placeholder="20%"
          min={DEPOSIT_MIN_PERCENT}
          max={DEPOSIT_MAX_PERCENT}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          hideControls
          inputMode="numeric"
          size="lg"
          {...form.getInputProps('depositPercent')}
        />
      )}
      {rule === 'fixed' && <MoneyInput label="Valor do sinal" size="lg" max={SERVICE_MAX_VALUE_REAIS} {...form.getInputProps('depositValue')} />}
    </Stack>
  );
}
