import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { showToast } from '../../../lib/page/toast';
import { waitlistEntryQueryOptions } from '../api/get-waitlist-entry';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { LEFT_WAITLIST } from '../left-waitlist';
import { WaitlistEntryDetails } from './WaitlistEntryDetails';
import { WaitlistNextSteps } from './WaitlistNextSteps';

/**
 * An entry's own page (its manage link): what the client asked for, what happens next, and Sair da lista (`asking`: its
 * question already open, as the page's `?sair` asks).
 */
export function WaitlistEntryPage({ token, asking = false }: { token: string; asking?: boolean }) {
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
      <LeaveWaitlist token={token} leave={leave} askFirst={asking} />
    </Stack>
  );
}

/**
 * Sair da lista, asked once more in place (no dialog, whose code the booking pages would carry). Before the app has arrived
 * (or without JavaScript) each button is a form the server answers: Sair da lista de espera opens the question as the page
 * with `?sair`, Ficar na lista closes it, and Sair da lista posts the page's form (server/waitlist-leave-form.ts).
 */
function LeaveWaitlist({ token, leave, askFirst }: { token: string; leave: ReturnType<typeof useLeaveWaitlist>; askFirst: boolean }) {
  const [asking, setAsking] = useState(askFirst);
  const page = `/agenda/espera/${token}`;
  const ask = (open: boolean) => (event: FormEvent) => {
    event.preventDefault();
    setAsking(open);
  };
  if (!asking) {
    return (
      <form method="get" action={page} onSubmit={ask(true)}>
        <Button type="submit" name="sair" value="true" variant="default" fullWidth>
          Sair da lista de espera
        </Button>
      </form>
    );
  }
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    leave.mutate(undefined, { onError: (error) => showToast({ title: 'Não foi possível sair da lista', message: error.message }) });
  };
  return (
    <Stack gap="xs" role="group" aria-label="Sair da lista de espera?">
      <Text fw={700}>Sair da lista? Você deixa de receber ofertas deste pedido.</Text>
      <Group grow gap="xs">
        <form method="get" action={page} onSubmit={ask(false)}>
          <Button type="submit" variant="default" fullWidth disabled={leave.isPending}>
            Ficar na lista
          </Button>
        </form>
        <form method="post" action={page} onSubmit={confirm}>
          <Button type="submit" color="red" fullWidth loading={leave.isPending}>
            Sair da lista
          </Button>
        </form>
      </Group>
    </Stack>
  );
}

/** The client left: here once the app's Sair da lista is answered, or the page the server's form leads to. */
export function LeftWaitlist() {
  return (
    <Stack gap="lg">
      <Alert color="teal" title={LEFT_WAITLIST.title} role="status">
        {LEFT_WAITLIST.message}
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
