import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { workingWeekQueryOptions } from '../../../../features/hours/api/get-working-week';
import { WorkingWeekEditor } from '../../../../features/hours/components/WorkingWeekEditor';
import { DataBackLink } from '../../../../features/profile/components/DataBackLink';

export const Route = createFileRoute('/administrador/_admin/dados/atendimento')({
  loader: async ({ context: { queryClient, barber } }) => {
    await queryClient.ensureQueryData(workingWeekQueryOptions(barber.id));
  },
  component: WorkingHoursPage,
});

function WorkingHoursPage() {
  const { id } = Route.useRouteContext().barber;
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <DataBackLink />
        <Title order={1}>Horários de atendimento</Title>
        <Text c="dimmed">Cada dia da semana tem seu horário e seus intervalos. Os clientes só veem os horários livres dentro deles.</Text>
      </Stack>
      <WorkingWeekEditor barberId={id} />
    </Stack>
  );
}
