import { useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { PageShell } from '../../components/layout/PageShell';
import { useHistoryBack } from '../../components/layout/use-history-back';
import { bookingKeys } from '../../api/query-keys';
import { contactBookingsQueryOptions } from '../../features/lookup/api/get-contact-bookings';
import { ContactBookings } from '../../features/lookup/components/ContactBookings';
import { ContactLookupForm } from '../../features/lookup/components/ContactLookupForm';
import { DeviceBookings } from '../../features/lookup/components/DeviceBookings';
import { contactDigits, lookupContactProblem } from '../../lib/validation/validate-client-data';

export const Route = createFileRoute('/agenda/consultar')({
  // `?clientContact=…`: the lookup sent as a plain form (before the app has arrived, or without JavaScript); the server
  // renders the page with that phone's bookings. The app's own lookups stay on the page. (Kept as sent, a number or a
  // text: anything else would be another address, which the router redirects to.)
  validateSearch: (search: Record<string, unknown>): { clientContact?: string | number } =>
    typeof search.clientContact === 'string' || typeof search.clientContact === 'number' ? { clientContact: search.clientContact } : {},
  loaderDeps: ({ search }) => ({ clientContact: sentContact(search.clientContact) }),
  loader: async ({ context: { queryClient }, deps: { clientContact } }) => {
    if (!clientContact || lookupContactProblem(clientContact)) return { failure: null };
    // The server's refusal (a 429) is said on the page, as the app's toast would.
    return queryClient.ensureQueryData(contactBookingsQueryOptions(clientContact)).then(
      () => ({ failure: null }),
      (error: Error) => ({ failure: error.message }),
    );
  },
  component: ConsultPage,
});

/** The contact as the form sent it, as the field keeps it (digits). */
function sentContact(sent: string | number | undefined): string | undefined {
  return sent === undefined ? undefined : contactDigits(String(sent));
}

function ConsultPage() {
  const queryClient = useQueryClient();
  const goBack = useHistoryBack('/');
  const sent = sentContact(Route.useSearch().clientContact);
  const { failure } = Route.useLoaderData();
  const [contact, setContact] = useState(sent && !lookupContactProblem(sent) && !failure ? sent : undefined);
  const searching = useIsFetching({ queryKey: bookingKeys.byContactAll() }) > 0;
  // This device's bookings until a phone is looked up; then the lookup's answer (or its problem) alone.
  const [lookedUp, setLookedUp] = useState(sent !== undefined);

  const search = (submitted: string) => {
    setLookedUp(true);
    setContact(submitted);
    void queryClient.invalidateQueries({ queryKey: contactBookingsQueryOptions(submitted).queryKey });
  };

  return (
    <PageShell title="Consultar agendamentos" onBack={goBack}>
      <Stack gap="xl">
        {!lookedUp && <DeviceBookings />}
        <ContactLookupForm
          initial={sent}
          searching={searching}
          onSearch={search}
          onInvalid={() => {
            setLookedUp(true);
            setContact(undefined);
          }}
        />
        {failure && (
          <Alert color="red" title="Erro!" role="alert">
            {failure}
          </Alert>
        )}
        {contact && <ContactBookings contact={contact} />}
      </Stack>
    </PageShell>
  );
}
