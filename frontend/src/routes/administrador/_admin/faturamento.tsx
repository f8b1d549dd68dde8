import { Skeleton, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { RevenueReport } from '../../../features/revenue/components/RevenueReport';
import { useShop } from '../../../features/shop/api/get-shop';
import { requireSessionBarber } from '../../../lib/session';

export const Route = createFileRoute('/administrador/_admin/faturamento')({
  component: RevenuePage,
});

function RevenuePage() {
  const { id } = requireSessionBarber();
  const shop = useShop();
  return (
    <Stack gap="lg" maw={1040}>
      <Title order={1}>Meu Faturamento</Title>
      {shop.data ? <RevenueReport userId={id} today={shop.data.today} /> : <Skeleton height={400} />}
    </Stack>
  );
}
