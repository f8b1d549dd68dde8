import { TextInput, type TextInputProps } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { contactDigits } from '../../lib/validation/validate-client-data';

interface ContactInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value?: string;
  /** Receives digits only, 15 at most: whatever is typed or pasted ("+55 (11) 98765-4321") loses its punctuation. */
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
      leftSection={<IconPhone size={20} aria-hidden />}
      value={value}
      // No maxLength: the browser would cut a pasted "+55 (11) 98765-4321" before its punctuation is dropped.
      onChange={(event) => onChange(contactDigits(event.currentTarget.value))}
      {...props}
    />
  );
}
