import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { shopQueryOptions } from '../../../../api/shop/get-shop';
import { unavailableQueryOptions } from '../../../../features/unavailability/api/get-unavailable';
import { DataBackLink } from '../../../../features/profile/components/DataBackLink';
import { DaysOffManager } from '../../../../features/unavailability/components/DaysOffManager';

export const Route = createFileRoute('/administrador/_admin/dados/agenda')({
  loader: async ({ context: { queryClient, barber } }) => {
    await Promise.all([queryClient.ensureQueryData(shopQueryOptions()), queryClient.ensureQueryData(unavailableQueryOptions(barber.id))]);
  },
  component: DaysWithoutBookingsPage,
});

function DaysWithoutBookingsPage() {
  const { id } = Route.useRouteContext().barber;
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <DataBackLink />
        <Title order={1}>Dias sem agenda</Title>
        <Text c="dimmed">Nesses dias os clientes não encontram horários para agendar.</Text>
      </Stack>
      <DaysOffManager barberId={id} />
    </Stack>
  );
}
