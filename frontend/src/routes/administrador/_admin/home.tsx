import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { monthRevenueQueryOptions } from '../../../features/home/api/get-month-revenue';
import { nextBookingQueryOptions } from '../../../features/home/api/get-next-booking';
import { HomeShortcuts } from '../../../features/home/components/HomeShortcuts';
import { MonthServicesCard } from '../../../features/home/components/MonthServicesCard';
import { NextBookingCard } from '../../../features/home/components/NextBookingCard';
import { OutsideHoursCard } from '../../../features/home/components/OutsideHoursCard';
import { PendingDepositsCard } from '../../../features/home/components/PendingDepositsCard';
import { wrappedUsername } from '../../../lib/format/wrapped-username';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { pendingDepositsQueryOptions } from '../../../api/deposits/get-pending-deposits';

export const Route = createFileRoute('/administrador/_admin/home')({
  // The next booking, the deposits waiting (a failure leaves their card out) and this month's services in the shop's month.
  loader: async ({ context: { queryClient, barber } }) => {
    const [shop] = await Promise.all([
      queryClient.ensureQueryData(shopQueryOptions()),
      queryClient.ensureQueryData(nextBookingQueryOptions(barber.id)),
      queryClient.prefetchQuery(pendingDepositsQueryOptions()),
    ]);
    await queryClient.ensureQueryData(monthRevenueQueryOptions(barber.id, shop.today));
  },
  component: AdminHome,
});

function AdminHome() {
  const { barber } = Route.useRouteContext();
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Text c="dimmed">Bem-vindo,</Text>
        <Title order={1}>{wrappedUsername(barber.username)}</Title>
      </div>
      <PendingDepositsCard />
      <OutsideHoursCard barberId={barber.id} />
      <HomeShortcuts />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <NextBookingCard barberId={barber.id} />
        <MonthServicesCard barberId={barber.id} />
      </SimpleGrid>
    </Stack>
  );
}
