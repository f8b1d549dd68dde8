import { useState } from 'react';
import { Skeleton, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { RevenueReport } from '../../../features/revenue/components/RevenueReport';
import { RevenueScopeSelect } from '../../../features/revenue/components/RevenueScopeSelect';
import type { RevenueScope } from '../../../features/revenue/types';
import { useMe } from '../../../features/session/api/get-me';
import { useShop } from '../../../api/shop/get-shop';
import { useTeam } from '../../../features/team/api/get-team';

export const Route = createFileRoute('/administrador/_admin/faturamento')({
  component: RevenuePage,
});

function RevenuePage() {
  const { id } = Route.useRouteContext().barber;
  const [scope, setScope] = useState<RevenueScope>(id);
  const shop = useShop();
  return (
    <Stack gap="lg" maw={1040}>
      <Title order={1}>Meu Faturamento</Title>
      <OwnerScope value={scope} onChange={setScope} />
      {shop.data ? <RevenueReport scope={scope} today={shop.data.today} /> : <Skeleton height={400} />}
    </Stack>
  );
}

/** The owner sees any barber's revenue, or the shop's; other barbers see only their own, with no choice shown. */
function OwnerScope({ value, onChange }: { value: RevenueScope; onChange: (scope: RevenueScope) => void }) {
  const me = useMe();
  const isOwner = me.data?.role === 'owner';
  const team = useTeam(isOwner);
  if (!isOwner || !team.data) return null;
  return <RevenueScopeSelect barbers={team.data} value={value} onChange={onChange} />;
}
