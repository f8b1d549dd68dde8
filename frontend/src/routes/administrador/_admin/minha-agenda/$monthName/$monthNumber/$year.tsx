import { Group, Stack } from '@mantine/core';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseAgendaMonth } from '../../../../../../features/agenda/agenda-month';
import { BackLink } from '../../../../../../components/BackLink';
import { AgendaActions } from '../../../../../../features/agenda/components/AgendaActions';
import { MonthAppointments } from '../../../../../../features/agenda/components/MonthAppointments';
import { MonthNavigation } from '../../../../../../features/agenda/components/MonthNavigation';
import { barberIdParam } from '../../../../../../lib/barber-id-param';

export const Route = createFileRoute('/administrador/_admin/minha-agenda/$monthName/$monthNumber/$year')({
  // `?barbeiro=<id>`: the owner's choice of barber, as on Minha Agenda.
  validateSearch: (search: Record<string, unknown>): { barbeiro?: string } => ({ barbeiro: barberIdParam(search.barbeiro) }),
  beforeLoad: ({ params }) => {
    const month = parseAgendaMonth(params);
    if (!month) throw notFound();
    return { month };
  },
  component: MonthAgendaPage,
});

function MonthAgendaPage() {
  const { barber, month } = Route.useRouteContext();
  const { barbeiro } = Route.useSearch();
  return (
    <Stack gap="lg" maw={1040}>
      <BackLink to="/administrador/minha-agenda" label="Minha Agenda" />
      <MonthNavigation month={month} />
      <Group justify="center">
        <AgendaActions barbeiro={barbeiro} />
      </Group>
      <MonthAppointments key={`${month.year}-${month.month}`} barberId={barbeiro ?? barber.id} month={month} />
    </Stack>
  );
}
