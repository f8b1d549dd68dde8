import { useState } from 'react';
import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { PageShell } from '../../components/PageShell';
import { useHistoryBack } from '../../components/use-history-back';
import { bookingKeys } from '../../api/query-keys';
import { consultAppointmentsQueryOptions } from '../../features/appointments/api/consult-appointments';
import { ContactAppointments } from '../../features/appointments/components/ContactAppointments';
import { ContactLookupForm } from '../../features/appointments/components/ContactLookupForm';

export const Route = createFileRoute('/agenda/consultar')({
  component: ConsultPage,
});

function ConsultPage() {
  const queryClient = useQueryClient();
  const goBack = useHistoryBack('/');
  const [contact, setContact] = useState<string>();
  const searching = useIsFetching({ queryKey: bookingKeys.byContactAll() }) > 0;

  const search = (submitted: string) => {
    setContact(submitted);
    void queryClient.invalidateQueries({ queryKey: consultAppointmentsQueryOptions(submitted).queryKey });
  };

  return (
    <PageShell title="Consultar agendamentos" onBack={goBack}>
      <Stack gap="xl">
        <ContactLookupForm searching={searching} onSearch={search} onInvalid={() => setContact(undefined)} />
        {contact && <ContactAppointments contact={contact} />}
      </Stack>
    </PageShell>
  );
}
