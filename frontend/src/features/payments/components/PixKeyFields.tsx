import { NativeSelect, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PIX_RECEIVER_CITY_MAX_LENGTH, PIX_RECEIVER_NAME_MAX_LENGTH } from '../../../../../common/rules/pix-fields';
import type { PaymentFormValues } from '../payment-form';
import { PIX_KEY_KIND_OPTIONS, PIX_KEY_KIND_TEXTS } from '../pix-key-kinds';

/** The shop's Pix key, its kind, and the account holder's name and city as the client's bank will show them. */
export function PixKeyFields({ form }: { form: UseFormReturnType<PaymentFormValues> }) {
  const kind = PIX_KEY_KIND_TEXTS[form.values.pixKeyKind];
  return (
    <Stack gap="md">
      <NativeSelect
        label="Tipo da chave"
        data={PIX_KEY_KIND_OPTIONS}
        {...form.getInputProps('pixKeyKind')}
        // The server's refusal of the key was about the kind it was typed as: another kind asks for the key again.
        onChange={(event) => {
          form.setFieldValue('pixKeyKind', event.currentTarget.value as PaymentFormValues['pixKeyKind']);
          form.clearFieldError('pixKey');
        }}
      />
      <TextInput
        label="Chave Pix"
        description={kind.hint}
        placeholder={kind.placeholder}
        inputMode={kind.inputMode}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...form.getInputProps('pixKey')}
      />
      <TextInput
        label="Nome de quem recebe"
        description={`O titular da conta, como o banco mostra, até ${PIX_RECEIVER_NAME_MAX_LENGTH} letras. O Pix leva o nome sem acentos e em maiúsculas: Barbearia do João vira BARBEARIA DO JOAO.`}
        placeholder="Barbearia do João"
        autoComplete="off"
        {...form.getInputProps('receiverName')}
      />
      <TextInput
        label="Cidade"
        description={`A cidade da conta, até ${PIX_RECEIVER_CITY_MAX_LENGTH} letras; abrevie se for maior (S J DOS CAMPOS).`}
        placeholder="São Paulo"
        autoComplete="off"
        {...form.getInputProps('receiverCity')}
      />
    </Stack>
  );
}
