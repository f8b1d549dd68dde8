import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { SettingsSection } from '../../../components/layout/SettingsSection';
import { showServerErrorUnderField } from '../../../lib/validation/form-errors';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import type { PaymentSettings } from '../../../api/types';
import { useSavePaymentSettings } from '../api/save-payment-settings';
import { FIELD_BY_ERROR_CODE, paymentFormValues, paymentSettingsInput, type PaymentFormValues } from '../payment-form';
import { DepositAmountFields } from './DepositAmountFields';
import { DepositTermsSections } from './DepositTermsSections';
import { PixKeyFields } from './PixKeyFields';

/** The owner's Pix key and deposit rules; the server checks them, and a refusal shows under its field. */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const form = useForm<PaymentFormValues>({ initialValues: paymentFormValues(settings) });
  const save = useSavePaymentSettings();

  const submit = form.onSubmit((values) =>
    save.mutate(paymentSettingsInput(values), {
      onSuccess: () => showToast({ title: 'Sucesso!', message: 'Pagamentos salvos.', tone: 'success' }),
      onError: (error) => {
        const field = showServerErrorUnderField(form, error, FIELD_BY_ERROR_CODE);
        if (field) form.getInputNode(field)?.focus();
        showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SettingsSection title="Chave Pix" description="Onde o cliente paga o sinal: uma chave Pix da conta da barbearia.">
          <PixKeyFields form={form} />
          {settings.configured && (
            <Text size="sm" mt="md" data-testid="pix-receiver">
              No Pix, o cliente vê: {settings.receiverName}, {settings.receiverCity}.
            </Text>
          )}
        </SettingsSection>
        <SettingsSection
          title="Sinal"
          description="Uma parte do preço, paga por Pix na hora de agendar, que segura o horário. Ela é descontada do preço: na barbearia o cliente paga só o resto."
        >
          <DepositAmountFields form={form} />
        </SettingsSection>
        {form.values.depositRule !== 'off' && <DepositTermsSections form={form} />}
        {/* A long form: Salvar stays in reach at the bottom of a phone's screen (global.css, sticky-action). */}
        <div className="sticky-action">
          <Button type="submit" fullWidth loading={save.isPending} leftSection={<IconDeviceFloppy size={20} aria-hidden />}>
            Salvar
          </Button>
        </div>
      </Stack>
    </form>
  );
}
