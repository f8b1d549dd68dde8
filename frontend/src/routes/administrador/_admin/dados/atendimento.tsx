import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { GeneralHours } from '../../../../features/hours/components/GeneralHours';
import { WeekdaysOff } from '../../../../features/hours/components/WeekdaysOff';
import { DataBackLink } from '../../../../features/profile/components/DataBackLink';
import { requireSessionBarber } from '../../../../lib/session';

export const Route = createFileRoute('/administrador/_admin/dados/atendimento')({
  component: WorkingHoursPage,
});

function WorkingHoursPage() {
  const { id } = requireSessionBarber();
  return (
    <Stack gap="xl" maw={880}>
      <Stack gap={4}>
        <DataBackLink />
        <Title order={1}>Horários de atendimento</Title>
        <Text c="dimmed">Os horários abertos aparecem para os clientes em todos os dias de trabalho.</Text>
      </Stack>
      <GeneralHours userId={id} />
      <WeekdaysOff userId={id} />
    </Stack>
  );
}
