import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ContactInput } from '../../../components/ContactInput';
import { showToast } from '../../../lib/toast';
import { lookupContactProblem } from '../../../lib/validate-client-data';

interface ContactLookupFormProps {
  searching: boolean;
  onSearch: (contact: string) => void;
  /** An invalid contact was submitted: the previous answer must not stay on screen. */
  onInvalid: () => void;
}

/** One field on a client's page: plain state, so the page does not load the admin forms' library (docs/architecture.md). */
export function ContactLookupForm({ searching, onSearch, onInvalid }: ContactLookupFormProps) {
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = lookupContactProblem(contact);
    setError(problem);
    if (!problem) return onSearch(contact);
    showToast({ title: 'Erro!', message: problem });
    onInvalid();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ContactInput
          description="O número informado ao agendar, somente números."
          value={contact}
          onChange={(digits) => {
            setContact(digits);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" loading={searching} leftSection={<IconSearch size={20} aria-hidden />}>
          Consultar
        </Button>
      </Stack>
    </form>
  );
}
