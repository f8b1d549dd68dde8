import { useState, type FormEvent } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconPhone, IconSearch } from '@tabler/icons-react';
import { MAX_CONTACT_LENGTH, MIN_CONTACT_LENGTH } from '../../../lib/validate-client-data';
import { showToast } from '../../../lib/toast';

interface ContactLookupFormProps {
  searching: boolean;
  onSearch: (contact: string) => void;
  /** An invalid contact was submitted: the previous answer must not stay on screen. */
  onInvalid: () => void;
}

export function ContactLookupForm({ searching, onSearch, onInvalid }: ContactLookupFormProps) {
  const [contact, setContact] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (contact.length < MIN_CONTACT_LENGTH) {
      showToast({ title: 'Erro!', message: 'Contato incorreto ou inválido.' });
      onInvalid();
      return;
    }
    onSearch(contact);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Contato"
          description="O número informado ao agendar, somente números."
          name="clientContact"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MAX_CONTACT_LENGTH}
          leftSection={<IconPhone size={20} aria-hidden />}
          value={contact}
          onChange={(event) => setContact(event.currentTarget.value.replace(/\D/g, ''))}
        />
        <Button type="submit" loading={searching} leftSection={<IconSearch size={20} aria-hidden />}>
          Consultar
        </Button>
      </Stack>
    </form>
  );
}
