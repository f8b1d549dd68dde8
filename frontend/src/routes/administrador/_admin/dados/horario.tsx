import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { shopQueryOptions } from '../../../../api/shop/get-shop';
import { BlockedTimesManager } from '../../../../features/unavailability/components/BlockedTimesManager';
import { DataBackLink } from '../../../../features/profile/components/DataBackLink';
import { unavailableQueryOptions } from '../../../../features/unavailability/api/get-unavailable';

export const Route = createFileRoute('/administrador/_admin/dados/horario')({
  loader: async ({ context: { queryClient, barber } }) => {
    await Promise.all([queryClient.ensureQueryData(shopQueryOptions()), queryClient.ensureQueryData(unavailableQueryOptions(barber.id))]);
  },
  component: BlockedTimesPage,
});

function BlockedTimesPage() {
  const { id } = Route.useRouteContext().barber;
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <DataBackLink />
        <Title order={1}>Horários sem agenda</Title>
        <Text c="dimmed">Escolha um dia e os horários em que você não vai atender.</Text>
      </Stack>
      <BlockedTimesManager barberId={id} />
    </Stack>
  );
}
