import type { FormEvent, ReactNode } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useFormDraftState } from '../lib/form-draft';
import { MAX_NAME_LENGTH } from '../lib/validate-client-data';
import { ContactInput } from './ContactInput';

export interface ClientData {
  clientName: string;
  clientContact: string;
}

interface ClientDataFormProps {
  initial: ClientData;
  /** The barber's form: the contact may stay empty. */
  contactOptional?: boolean;
  /** The admin form's draft name: what is typed is kept across an expired login (see form-draft). */
  draft?: string;
  onSubmit: (data: ClientData) => void;
  children: ReactNode;
  /** Shown under the contact field, from what is typed in it (e.g. the contact's past no-shows). */
  contactNote?: (clientContact: string) => ReactNode;
}

/** Name and numeric contact of the client; `children` holds the submit button. */
export function ClientDataForm({ initial, contactOptional = false, draft, onSubmit, children, contactNote }: ClientDataFormProps) {
  const [clientName, setClientName] = useFormDraftState(draft, 'clientName', initial.clientName);
  const [clientContact, setClientContact] = useFormDraftState(draft, 'clientContact', initial.clientContact);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ clientName: clientName.trim(), clientContact });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nome"
          name="clientName"
          autoComplete="name"
          maxLength={MAX_NAME_LENGTH}
          leftSection={<IconUser size={20} aria-hidden />}
          value={clientName}
          onChange={(event) => setClientName(event.currentTarget.value)}
        />
        <ContactInput
          description={contactOptional ? 'Celular com DDD, somente números. Opcional.' : 'Celular com DDD, somente números.'}
          value={clientContact}
          onChange={setClientContact}
        />
        {contactNote?.(clientContact)}
        {children}
      </Stack>
    </form>
  );
}
