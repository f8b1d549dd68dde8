import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { HomeShortcuts } from '../../../features/home/components/HomeShortcuts';
import { MonthServicesCard } from '../../../features/home/components/MonthServicesCard';
import { NextAppointmentCard } from '../../../features/home/components/NextAppointmentCard';
import { displayName } from '../../../lib/display-name';

export const Route = createFileRoute('/administrador/_admin/home')({
  component: AdminHome,
});

function AdminHome() {
  const { barber } = Route.useRouteContext();
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Text c="dimmed">Bem-vindo,</Text>
        <Title order={1}>{displayName(barber.username)}</Title>
      </div>
      <HomeShortcuts />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <NextAppointmentCard barberId={barber.id} />
        <MonthServicesCard barberId={barber.id} />
      </SimpleGrid>
    </Stack>
  );
}
