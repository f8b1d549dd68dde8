import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { showToast } from '../../../lib/page/toast';
import { waitlistEntryQueryOptions } from '../api/get-waitlist-entry';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { WaitlistEntryDetails } from './WaitlistEntryDetails';
import { WaitlistNextSteps } from './WaitlistNextSteps';

/** An entry's own page (its manage link): what the client asked for, what happens next, and Sair da lista. */
export function WaitlistEntryPage({ token }: { token: string }) {
  const { data: entry } = useSuspenseQuery(waitlistEntryQueryOptions(token));
  const leave = useLeaveWaitlist(token);
  if (leave.isSuccess) return <LeftWaitlist />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Você está na lista de espera</Title>
        {entry.status === 'booked' && <Text mt={4}>Você já agendou um horário oferecido por esta lista.</Text>}
      </div>
      <WaitlistEntryDetails entry={entry} />
      {entry.status === 'waiting' && <WaitlistNextSteps notify={entry.notify} />}
      <LeaveWaitlist leave={leave} />
    </Stack>
  );
}

/** Sair da lista, asked once more in place (no dialog, whose code the booking pages would carry). */
function LeaveWaitlist({ leave }: { leave: ReturnType<typeof useLeaveWaitlist> }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="default" onClick={() => setAsking(true)}>
        Sair da lista de espera
      </Button>
    );
  }
  const confirm = () =>
    leave.mutate(undefined, { onError: (error) => showToast({ title: 'Não foi possível sair da lista', message: error.message }) });
  return (
    <Stack gap="xs" role="group" aria-label="Sair da lista de espera?">
      <Text fw={700}>Sair da lista? Você deixa de receber ofertas deste pedido.</Text>
      <Group grow gap="xs">
        <Button variant="default" onClick={() => setAsking(false)} disabled={leave.isPending}>
          Ficar na lista
        </Button>
        <Button color="red" onClick={confirm} loading={leave.isPending}>
          Sair da lista
        </Button>
      </Group>
    </Stack>
  );
}

function LeftWaitlist() {
  return (
    <Stack gap="lg">
      <Alert color="teal" title="Você saiu da lista de espera" role="status">
        Não enviaremos mais ofertas deste pedido.
      </Alert>
      <Button component={Link} to="/agenda/barbeiro">
        Agendar um horário
      </Button>
    </Stack>
  );
}

/** A manage link the server doesn't know: the client left, or the days passed. */
export function WaitlistEntryGone() {
  return (
    <Stack gap="lg">
      <Alert color="yellow" title="Pedido não encontrado">
        Este link não vale mais: você saiu da lista, ou os dias pedidos já passaram.
      </Alert>
      <Button component={Link} to="/agenda/barbeiro">
        Agendar um horário
      </Button>
    </Stack>
  );
}
