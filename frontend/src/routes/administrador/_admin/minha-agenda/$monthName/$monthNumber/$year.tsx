import { Group, Stack } from '@mantine/core';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseAgendaMonth } from '../../../../../../features/agenda/agenda-month';
import { BackLink } from '../../../../../../components/BackLink';
import { AgendaActions } from '../../../../../../features/agenda/components/AgendaActions';
import { MonthAppointments } from '../../../../../../features/agenda/components/MonthAppointments';
import { MonthNavigation } from '../../../../../../features/agenda/components/MonthNavigation';

export const Route = createFileRoute('/administrador/_admin/minha-agenda/$monthName/$monthNumber/$year')({
  beforeLoad: ({ params }) => {
    const month = parseAgendaMonth(params);
    if (!month) throw notFound();
    return { month };
  },
  component: MonthAgendaPage,
});

function MonthAgendaPage() {
  const { barber, month } = Route.useRouteContext();
  const { id } = barber;
  return (
    <Stack gap="lg" maw={1040}>
      <BackLink to="/administrador/minha-agenda" label="Minha Agenda" />
      <MonthNavigation month={month} />
      <Group justify="center">
        <AgendaActions />
      </Group>
      <MonthAppointments key={`${month.year}-${month.month}`} barberId={id} month={month} />
    </Stack>
  );
}
