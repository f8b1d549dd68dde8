import { NumberInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DEPOSIT_MAX_HOLD_MINUTES, DEPOSIT_MIN_HOLD_MINUTES } from '../../../../../common/rules/deposit-terms';
import { SettingsSection } from '../../../components/layout/SettingsSection';
import type { CancelInTime, DepositAppliesTo, PaymentFormValues } from '../payment-form';
import { OptionCards, type Option } from './OptionCards';

const APPLIES_TO: readonly Option<DepositAppliesTo>[] = [
  { value: 'always', label: 'Sempre', description: 'Em todo agendamento que o cliente faz pelo site.' },
  { value: 'first_booking', label: 'Só no primeiro agendamento do contato', description: 'Quando o telefone do cliente nunca agendou aqui.' },
  { value: 'past_no_show', label: 'Só para quem já faltou', description: 'Quando o cliente já tem uma falta (Faltou) na agenda.' },
  { value: 'marked_services', label: 'Só serviços marcados', description: 'Nos serviços com “Pede sinal” ligado em Meus Serviços.' },
];

const CANCEL_IN_TIME: readonly Option<CancelInTime>[] = [
  { value: 'refund', label: 'Devolver o sinal', description: 'Você devolve o Pix ao cliente e marca na agenda que devolveu.' },
  {
    value: 'credit',
    label: 'Crédito para o próximo agendamento',
    description: 'O valor fica guardado e paga o sinal do próximo agendamento do mesmo telefone.',
  },
];

/** When a deposit is asked, how long the slot waits for it, and what a cancellation in time does (shown while a deposit is on). */
export function DepositTermsSections({ form }: { form: UseFormReturnType<PaymentFormValues> }) {
  return (
    <>
      <SettingsSection title="Quando pedir o sinal" description="Os agendamentos que você mesmo faz na agenda nunca pedem sinal.">
        <OptionCards
          name="depositAppliesTo"
          label="Quando pedir o sinal"
          options={APPLIES_TO}
          value={form.values.depositAppliesTo}
          onChange={(value) => form.setFieldValue('depositAppliesTo', value)}
        />
      </SettingsSection>
      <SettingsSection
        title="Tempo para pagar"
        description="O horário fica guardado esse tempo esperando o Pix. Sem confirmação a tempo, o agendamento é cancelado e o horário fica livre de novo. Se o cliente tocar em “Já paguei”, o prazo aumenta uma vez, para você conferir."
      >
        <NumberInput
          label="Minutos para pagar"
          description={`De ${DEPOSIT_MIN_HOLD_MINUTES} a ${DEPOSIT_MAX_HOLD_MINUTES} minutos.`}
          suffix=" min"
          min={DEPOSIT_MIN_HOLD_MINUTES}
          max={DEPOSIT_MAX_HOLD_MINUTES}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="blur"
          hideControls
          inputMode="numeric"
          size="lg"
          {...form.getInputProps('holdMinutes')}
        />
      </SettingsSection>
      <SettingsSection
        title="Cancelamento no prazo"
        description="No prazo é enquanto o cliente ainda pode cancelar pelo link do agendamento. Quem cancela depois disso ou falta perde o sinal: ele fica com a barbearia."
      >
        <OptionCards
          name="cancelInTime"
          label="Cancelamento no prazo"
          options={CANCEL_IN_TIME}
          value={form.values.cancelInTime}
          onChange={(value) => form.setFieldValue('cancelInTime', value)}
        />
      </SettingsSection>
    </>
  );
}
