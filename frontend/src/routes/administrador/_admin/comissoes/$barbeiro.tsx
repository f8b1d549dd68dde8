import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { meQueryOptions } from '../../../../api/account/get-me';
import { shopQueryOptions } from '../../../../api/shop/get-shop';
import { MonthBackLink } from '../../../../features/commission/components/month/MonthBackLink';
import { BackLink } from '../../../../components/layout/BackLink';
import { OwnerOnlyNotice } from '../../../../components/layout/OwnerOnlyNotice';
import { statementQueryOptions } from '../../../../features/commission/api/get-statement';
import { StatementView } from '../../../../features/commission/components/statement/StatementView';
import { monthPeriod, parsePeriod, periodMonth, type Period } from '../../../../features/commission/period';
import { notFoundOn404 } from '../../../../lib/http/not-found-on-404';
import { isUuid } from '../../../../lib/params/uuid';
import { loadOwnerTeam, useOwnerTeam } from '../../-owner-team';

/** `?de=2026-12-01&ate=2026-12-31`: the statement's days (the shop's current month when absent or wrong). */
interface StatementSearch {
  de?: string;
  ate?: string;
}

export const Route = createFileRoute('/administrador/_admin/comissoes/$barbeiro')({
  params: {
    parse: ({ barbeiro }) => {
      if (!isUuid(barbeiro)) throw notFound();
      return { barbeiro };
    },
  },
  validateSearch: (search: Record<string, unknown>): StatementSearch => ({
    de: typeof search.de === 'string' ? search.de : undefined,
    ate: typeof search.ate === 'string' ? search.ate : undefined,
  }),
  loaderDeps: ({ search }) => search,
  // A barber who is not the owner reads their own statement in Meus ganhos, and nobody else's (the server answers 403).
  loader: async ({ context: { queryClient, barber }, params, deps }) => {
    const [shop, me] = await Promise.all([queryClient.ensureQueryData(shopQueryOptions()), queryClient.ensureQueryData(meQueryOptions())]);
    if (me.role !== 'owner') {
      if (params.barbeiro === barber.id) throw redirect({ to: '/administrador/ganhos', search: deps });
      return;
    }
    await loadOwnerTeam(queryClient);
    const period = parsePeriod(deps, monthPeriod(shop.today));
    await queryClient.ensureQueryData(statementQueryOptions(params.barbeiro, period)).catch(notFoundOn404);
  },
  component: StatementPage,
});

function StatementPage() {
  const { barbeiro } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: me } = useSuspenseQuery(meQueryOptions());
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const team = useOwnerTeam();
  const period = parsePeriod(search, monthPeriod(shop.today));
  const month = periodMonth(period) ?? shop.today;
  const member = team?.find((one) => one.id === barbeiro);
  const name = member ? member.displayName || member.username : 'Barbeiro';
  const back = <MonthBackLink month={month} />;

  if (me.role !== 'owner')
    return (
      <Stack gap="lg" maw={720}>
        <BackLink to="/administrador/ganhos" label="Meus ganhos" />
        <Title order={1}>Extrato</Title>
        <OwnerOnlyNotice title="Apenas o dono da barbearia vê o extrato de outro barbeiro." description="O seu extrato fica em Meus ganhos." />
      </Stack>
    );

  const change = (next: Period) => void navigate({ search: { de: next.from, ate: next.to }, replace: true });
  return (
    <Stack gap="lg" maw={720}>
      <StatementView
        barberId={barbeiro}
        barberName={name}
        period={period}
        today={shop.today}
        onPeriodChange={change}
        owner
        header={
          <Stack gap={4}>
            {back}
            <Title order={1}>Extrato de {name}</Title>
          </Stack>
        }
      />
    </Stack>
  );
}
