import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { meQueryOptions } from '../../../../api/account/get-me';
import { shopQueryOptions } from '../../../../api/shop/get-shop';
import { OwnerOnlyNotice } from '../../../../components/layout/OwnerOnlyNotice';
import { CommissionMonth } from '../../../../features/commission/components/month/CommissionMonth';
import { monthQueryOptions } from '../../../../features/commission/api/get-month';
import { parseMonthParam, type Month } from '../../../../features/commission/period';

/** `?mes=2026-12`: the month shown (the shop's current month when absent or wrong). */
interface CommissionSearch {
  mes?: string;
}

export const Route = createFileRoute('/administrador/_admin/comissoes/')({
  // Only its shape here (this part of a route is in every page's JavaScript): the page reads the month, and a wrong one is the current month.
  validateSearch: (search: Record<string, unknown>): CommissionSearch =>
    typeof search.mes === 'string' && /^\d{4}-\d{2}$/.test(search.mes) ? { mes: search.mes } : {},
  loaderDeps: ({ search }) => search,
  // The shop's today and, for the owner, the month's figures (anyone else is told why there are none to see).
  loader: async ({ context: { queryClient }, deps }) => {
    const [shop, me] = await Promise.all([queryClient.ensureQueryData(shopQueryOptions()), queryClient.ensureQueryData(meQueryOptions())]);
    if (me.role === 'owner') await queryClient.ensureQueryData(monthQueryOptions(parseMonthParam(deps.mes) ?? shop.today));
  },
  component: CommissionPage,
});

function CommissionPage() {
  const { data: me } = useSuspenseQuery(meQueryOptions());
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const { mes } = Route.useSearch();
  const month: Month = parseMonthParam(mes) ?? { year: shop.today.year, month: shop.today.month };
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>Comissões</Title>
        <Text c="dimmed">A parte de cada barbeiro no que atendeu: toque em Extrato para ver os atendimentos, os vales e pagar.</Text>
      </Stack>
      {me.role === 'owner' ? (
        <CommissionMonth month={month} today={shop.today} />
      ) : (
        <OwnerOnlyNotice title="Apenas o dono da barbearia vê as comissões da equipe." description="A sua comissão fica em Meus ganhos." />
      )}
    </Stack>
  );
}
