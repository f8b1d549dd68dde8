import { useRef, useState, type FormEvent } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ContactInput } from '../../../components/forms/ContactInput';
import { showToast } from '../../../lib/page/toast';
import { useTypedBeforeTakeover } from '../../../lib/page/typed-before-takeover';
import { contactDigits, lookupContactProblem } from '../../../lib/validation/validate-client-data';

interface ContactLookupFormProps {
  /** The contact the page was opened with (the form sent before the app had arrived): its problem shows under it. */
  initial?: string;
  searching: boolean;
  onSearch: (contact: string) => void;
  /** An invalid contact was submitted: the previous answer must not stay on screen. */
  onInvalid: () => void;
}

/**
 * One field on a client's page: plain state, so the page does not load the admin forms' library (docs/architecture.md).
 * Before the app has arrived it is a plain GET form: the server answers it with the bookings (`?clientContact=`).
 */
export function ContactLookupForm({ initial, searching, onSearch, onInvalid }: ContactLookupFormProps) {
  const [contact, setContact] = useState(initial ?? '');
  const [error, setError] = useState(() => (initial === undefined ? null : lookupContactProblem(initial)));
  const formRef = useRef<HTMLFormElement>(null);

  const change = (digits: string) => {
    setContact(digits);
    setError(null);
  };
  useTypedBeforeTakeover(formRef, (name, value) => name === 'clientContact' && change(contactDigits(value)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = lookupContactProblem(contact);
    setError(problem);
    if (!problem) return onSearch(contact);
    showToast({ title: 'Erro!', message: problem });
    onInvalid();
  };

  return (
    <form ref={formRef} method="get" action="/agenda/consultar" onSubmit={submit} noValidate>
      <Stack gap="md">
        <ContactInput description="O número informado ao agendar, somente números." value={contact} onChange={change} error={error} />
        <Button type="submit" loading={searching} leftSection={<IconSearch size={20} aria-hidden />}>
          Consultar
        </Button>
      </Stack>
    </form>
  );
}
