import { Alert } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { MIN_CONTACT_LENGTH } from '../../../../lib/validation/validate-client-data';
import { useContactNoShows } from '../../api/get-contact-no-shows';

/** While the barber types a client's contact: that contact's past no-shows with them, if any. */
export function ContactNoShows({ clientContact }: { clientContact: string }) {
  const noShows = useContactNoShows(clientContact);
  const count = noShows.data?.noShows ?? 0;
  if (clientContact.length < MIN_CONTACT_LENGTH || count === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconUserExclamation size={20} aria-hidden />} role="status" py="xs">
      {count === 1 ? 'Este contato faltou 1 vez com você.' : `Este contato faltou ${count} vezes com você.`}
    </Alert>
  );
}
