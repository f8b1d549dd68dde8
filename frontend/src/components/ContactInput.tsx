import { TextInput, type TextInputProps } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { MAX_CONTACT_LENGTH } from '../lib/validate-client-data';

interface ContactInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value?: string;
  /** Receives digits only: whatever is typed or pasted ("(11) 98765-4321") loses its punctuation. */
  onChange: (digits: string) => void;
}

/** A client's phone, digits only, with the phone keypad on a phone: the same on the booking, the agenda and the lookup. */
export function ContactInput({ value, onChange, ...props }: ContactInputProps) {
  return (
    <TextInput
      label="Contato"
      name="clientContact"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={MAX_CONTACT_LENGTH}
      leftSection={<IconPhone size={20} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
      {...props}
    />
  );
}
