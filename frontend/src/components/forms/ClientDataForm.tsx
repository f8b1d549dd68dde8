import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useFormDraftState } from '../../lib/draft/form-draft';
import { useTypedBeforeTakeover } from '../../lib/page/typed-before-takeover';
import {
  clientDataErrors,
  contactDigits,
  MAX_NAME_LENGTH,
  validateClientData,
  type ClientDataErrors,
} from '../../lib/validation/validate-client-data';
import type { ValidationProblem } from '../../lib/validation/validation-problem';
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
  /** Every change of a field, as typed (the booking step keeps it in the booking's draft, so a reload gives it back). */
  onChange?: (data: Partial<ClientData>) => void;
  /** The data, and its first problem for the toast the page shows (the agenda's booking form checks its own fields first). */
  onSubmit: (data: ClientData, problem: ValidationProblem | null) => void;
  children: ReactNode;
  /** Shown under the contact field, from what is typed in it (e.g. the contact's past no-shows). */
  contactNote?: (clientContact: string) => ReactNode;
  /** Where the form is posted before the app has arrived (the booking step: the server answers it, server/booking-forms.ts). */
  action?: string;
  /** The form's id: fields drawn outside it join it by their `form` attribute (the waitlist's days). */
  id?: string;
  /** The problems under the fields when the page opens (the server's answer to the form it was sent as). */
  initialErrors?: ClientDataErrors;
}

/**
 * Name and numeric contact of the client; `children` holds the submit button. On submit each invalid
 * field shows its problem under it until it changes (lib/validation/validate-client-data.ts has the rules).
 */
export function ClientDataForm(props: ClientDataFormProps) {
  const { initial, contactOptional = false, draft, onChange, onSubmit, children, contactNote, action, id, initialErrors = {} } = props;
  const [clientName, setClientName] = useFormDraftState(draft, 'clientName', initial.clientName);
  const [clientContact, setClientContact] = useFormDraftState(draft, 'clientContact', initial.clientContact);
  const [errors, setErrors] = useState<ClientDataErrors>(initialErrors);
  const formRef = useRef<HTMLFormElement>(null);

  const changeName = (value: string) => {
    setClientName(value);
    onChange?.({ clientName: value });
    setErrors((current) => ({ ...current, clientName: undefined }));
  };
  const changeContact = (digits: string) => {
    setClientContact(digits);
    onChange?.({ clientContact: digits });
    setErrors((current) => ({ ...current, clientContact: undefined }));
  };
  useTypedBeforeTakeover(formRef, (name, value) => {
    if (name === 'clientName') changeName(value);
    if (name === 'clientContact') changeContact(contactDigits(value));
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = { clientName: clientName.trim(), clientContact };
    setErrors(clientDataErrors(data.clientName, data.clientContact, contactOptional));
    onSubmit(data, validateClientData(data.clientName, data.clientContact, contactOptional));
  };

  return (
    <form ref={formRef} id={id} method={action && 'post'} action={action} onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nome"
          name="clientName"
          autoComplete="name"
          maxLength={MAX_NAME_LENGTH}
          leftSection={<IconUser size={20} aria-hidden />}
          value={clientName}
          onChange={(event) => changeName(event.currentTarget.value)}
          error={errors.clientName}
        />
        <ContactInput
          description={contactOptional ? 'Celular com DDD, somente números. Opcional.' : 'Celular com DDD, somente números.'}
          value={clientContact}
          onChange={changeContact}
          error={errors.clientContact}
        />
        {contactNote?.(clientContact)}
        {children}
      </Stack>
    </form>
  );
}
