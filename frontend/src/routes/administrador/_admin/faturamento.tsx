import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { meQueryOptions } from '../../../api/account/get-me';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { CommissionDueCard } from '../../../features/commission/components/CommissionDueCard';
import { yearRevenueQueryOptions } from '../../../features/revenue/api/get-year-revenue';
import { RevenueReport } from '../../../features/revenue/components/RevenueReport';
import { RevenueScopeSelect } from '../../../features/revenue/components/RevenueScopeSelect';
import type { RevenueScope } from '../../../features/revenue/types';
import { loadOwnerTeam, useOwnerTeam } from '../-owner-team';

export const Route = createFileRoute('/administrador/_admin/faturamento')({
  // This year's revenue of the barber, as the page opens; another year or barber loads on the page.
  loader: async ({ context: { queryClient, barber } }) => {
    const [shop] = await Promise.all([queryClient.ensureQueryData(shopQueryOptions()), loadOwnerTeam(queryClient)]);
    await queryClient.ensureQueryData(yearRevenueQueryOptions(barber.id, shop.today.year));
  },
  component: RevenuePage,
});

function RevenuePage() {
  const { id } = Route.useRouteContext().barber;
  const [scope, setScope] = useState<RevenueScope>(id);
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const { data: me } = useSuspenseQuery(meQueryOptions());
  return (
    <Stack gap="lg" maw={1040}>
      <Title order={1}>Meu Faturamento</Title>
      <CommissionDueCard barberId={id} owner={me.role === 'owner'} today={shop.today} />
      <OwnerScope value={scope} onChange={setScope} />
      <RevenueReport scope={scope} today={shop.today} lastBookableDate={shop.lastBookableDate} />
    </Stack>
  );
}

/** The owner sees any barber's revenue, or the shop's; other barbers see only their own, with no choice shown. */
function OwnerScope({ value, onChange }: { value: RevenueScope; onChange: (scope: RevenueScope) => void }) {
  const team = useOwnerTeam();
  if (!team) return null;
  return <RevenueScopeSelect barbers={team} value={value} onChange={onChange} />;
}
