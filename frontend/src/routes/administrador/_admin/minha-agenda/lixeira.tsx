import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../../../components/layout/BackLink';
import { trashQueryOptions } from '../../../../features/agenda/api/get-trash';
import { TrashList } from '../../../../features/agenda/components/TrashList';

export const Route = createFileRoute('/administrador/_admin/minha-agenda/lixeira')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(trashQueryOptions());
  },
  component: TrashPage,
});

function TrashPage() {
  return (
    <Stack gap="lg" maw={1040}>
      <Stack gap={4}>
        <BackLink to="/administrador/minha-agenda" label="Minha Agenda" />
        <Title order={1}>Lixeira</Title>
        <Text c="dimmed">Agendamentos excluídos. Restaure um para devolvê-lo à agenda, se o horário ainda estiver livre.</Text>
      </Stack>
      <TrashList />
    </Stack>
  );
}
