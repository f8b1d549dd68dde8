import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../../components/layout/BackLink';
import { PendingDepositList } from '../../../features/agenda/deposit/PendingDepositList';
import { pendingDepositsQueryOptions } from '../../../api/deposits/get-pending-deposits';

export const Route = createFileRoute('/administrador/_admin/sinais')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(pendingDepositsQueryOptions());
  },
  component: PendingDepositsPage,
});

/** Sinais a confirmar: every deposit still waiting for its Pix (the owner's: the whole team's), confirmed in one tap. */
function PendingDepositsPage() {
  const { barber } = Route.useRouteContext();
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <BackLink to="/administrador/home" label="Início" />
        <Title order={1}>Sinais a confirmar</Title>
        <Text c="dimmed">
          Confira o Pix no app do banco e toque em Sinal recebido. Sem confirmação, o horário é liberado quando o prazo terminar.
        </Text>
      </Stack>
      <PendingDepositList barberId={barber.id} />
    </Stack>
  );
}
