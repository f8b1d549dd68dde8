import { Group, Stack } from '@mantine/core';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseAgendaMonth } from '../../../../../../features/agenda/agenda-month';
import { AgendaBackLink } from '../../../../../../components/layout/BackLink';
import { AgendaActions } from '../../../../../../features/agenda/components/AgendaActions';
import { monthBookingsQueryOptions } from '../../../../../../features/agenda/api/get-month-bookings';
import { MonthBookings } from '../../../../../../features/agenda/components/month/MonthBookings';
import { MonthNavigation } from '../../../../../../features/agenda/components/month/MonthNavigation';
import { barberIdParam } from '../../../../../../lib/params/barber-id-param';
import { shopQueryOptions } from '../../../../../../api/shop/get-shop';
import { useAgendaName } from '../../../../-owner-team';

export const Route = createFileRoute('/administrador/_admin/minha-agenda/$monthName/$monthNumber/$year')({
  // `?barbeiro=<id>`: the owner's choice of barber, as on Minha Agenda.
  validateSearch: (search: Record<string, unknown>): { barbeiro?: string } => ({ barbeiro: barberIdParam(search.barbeiro) }),
  beforeLoad: ({ params }) => {
    const month = parseAgendaMonth(params);
    if (!month) throw notFound();
    return { month };
  },
  // The month's bookings of the barber shown (the owner may pick another), and the shop's time zone.
  loaderDeps: ({ search }) => ({ barbeiro: search.barbeiro }),
  loader: async ({ context: { queryClient, barber, month }, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(monthBookingsQueryOptions(deps.barbeiro ?? barber.id, month)),
      queryClient.ensureQueryData(shopQueryOptions()),
    ]);
  },
  component: MonthAgendaPage,
});

function MonthAgendaPage() {
  const { barber, month } = Route.useRouteContext();
  const { barbeiro } = Route.useSearch();
  const agendaName = useAgendaName(barbeiro);
  return (
    <Stack gap="lg" maw={1040}>
      <AgendaBackLink label={agendaName} barbeiro={barbeiro} />
      <MonthNavigation month={month} />
      <Group justify="center">
        <AgendaActions barbeiro={barbeiro} />
      </Group>
      <MonthBookings key={`${month.year}-${month.month}`} barberId={barbeiro ?? barber.id} month={month} />
    </Stack>
  );
}
