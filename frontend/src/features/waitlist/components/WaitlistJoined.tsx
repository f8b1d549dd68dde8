import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { WaitlistEntry } from '../../../api/types';
import { WaitlistEntryDetails } from './WaitlistEntryDetails';
import { WaitlistNextSteps } from './WaitlistNextSteps';

/** Right after joining: on the list, what happens next, and the entry's own page (to see it or leave the list). */
export function WaitlistJoined({ entry, manageToken }: { entry: WaitlistEntry; manageToken: string }) {
  return (
    <Stack gap="lg">
      <ThemeIcon size={64} radius="xl" color="teal" aria-hidden>
        <IconCheck size={40} stroke={2.5} />
      </ThemeIcon>
      <Title order={2}>Pronto, você está na lista!</Title>
      <WaitlistEntryDetails entry={entry} />
      <WaitlistNextSteps notify={entry.notify} />
      <Text size="sm" c="dimmed">
        O link abaixo é o da sua vaga na lista: guarde-o para ver o pedido ou sair da lista quando quiser.
      </Text>
      <Button variant="default" renderRoot={(props) => <Link to="/agenda/espera/$token" params={{ token: manageToken }} {...props} />}>
        Ver ou sair da lista
      </Button>
      <Button component={Link} to="/">
        Voltar ao início
      </Button>
    </Stack>
  );
}
