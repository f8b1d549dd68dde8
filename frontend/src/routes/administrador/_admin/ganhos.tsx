import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { meQueryOptions } from '../../../api/account/get-me';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { statementQueryOptions } from '../../../features/commission/api/get-statement';
import { PaidHistory } from '../../../features/commission/components/statement/PaidHistory';
import { StatementView } from '../../../features/commission/components/statement/StatementView';
import { monthPeriod, parsePeriod, type Period } from '../../../features/commission/period';

/** `?de=&ate=`: the days shown (the shop's current month when absent or wrong). */
interface EarningsSearch {
  de?: string;
  ate?: string;
}

export const Route = createFileRoute('/administrador/_admin/ganhos')({
  validateSearch: (search: Record<string, unknown>): EarningsSearch => ({
    de: typeof search.de === 'string' ? search.de : undefined,
    ate: typeof search.ate === 'string' ? search.ate : undefined,
  }),
  loaderDeps: ({ search }) => search,
  // The barber's own statement only: the server answers anyone else's with 403.
  loader: async ({ context: { queryClient, barber }, deps }) => {
    const shop = await queryClient.ensureQueryData(shopQueryOptions());
    await queryClient.ensureQueryData(statementQueryOptions(barber.id, parsePeriod(deps, monthPeriod(shop.today))));
  },
  component: EarningsPage,
});

/** Meus ganhos: the barber's own statement (and, once paid, the history of payouts). */
function EarningsPage() {
  const { barber } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const { data: me } = useSuspenseQuery(meQueryOptions());
  const period = parsePeriod(search, monthPeriod(shop.today));
  const change = (next: Period) => void navigate({ search: { de: next.from, ate: next.to }, replace: true });
  return (
    <Stack gap="lg" maw={720}>
      <StatementView
        barberId={barber.id}
        barberName={me.displayName || me.username}
        period={period}
        today={shop.today}
        onPeriodChange={change}
        owner={me.role === 'owner'}
        footer={<PaidHistory barberId={barber.id} timeZone={shop.timezone} />}
        header={
          <Stack gap={4}>
            <Title order={1}>Meus ganhos</Title>
            <Text c="dimmed">A sua comissão nos atendimentos marcados como Compareceu, os vales e o que falta receber.</Text>
          </Stack>
        }
      />
    </Stack>
  );
}
