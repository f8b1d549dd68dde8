import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { agendaAppointmentQueryOptions } from '../../../../../features/agenda/api/get-appointment';
import { AgendaBackLink } from '../../../../../features/agenda/components/AgendaBackLink';
import { EditAppointment } from '../../../../../features/agenda/components/EditAppointment';
import type { AgendaReturnSearch } from '../../../../../features/agenda/agenda-return';
import { barberServicesQueryOptions } from '../../../../../api/services/get-barber-services';
import { barberIdParam } from '../../../../../lib/barber-id-param';
import { parseIsoDate } from '../../../../../lib/iso-date';
import { notFoundOn404 } from '../../../../../lib/not-found-on-404';
import { shopQueryOptions } from '../../../../../api/shop/get-shop';
import { parseIdParam } from '../../../../../lib/uuid-param';

/** `?voltar=2026-11-24&mover=true&barbeiro=<id>`: opened from that day's timeline (with Mover), in a team member's agenda. */
type EditSearch = AgendaReturnSearch & { barbeiro?: string };

export const Route = createFileRoute('/administrador/_admin/minha-agenda/formulario/$id')({
  params: { parse: parseIdParam },
  validateSearch: (search: Record<string, unknown>): EditSearch => ({
    voltar: parseIsoDate(search.voltar) ? (search.voltar as string) : undefined,
    mover: search.mover === true || search.mover === 'true' ? true : undefined,
    barbeiro: barberIdParam(search.barbeiro),
  }),
  // The appointment, the shop's today, and the services of the appointment's barber.
  loader: async ({ context: { queryClient }, params: { id } }) => {
    const [appointment] = await Promise.all([
      queryClient.ensureQueryData(agendaAppointmentQueryOptions(id)).catch(notFoundOn404),
      queryClient.ensureQueryData(shopQueryOptions()),
    ]);
    await queryClient.ensureQueryData(barberServicesQueryOptions(appointment.user.id));
  },
  component: EditAppointmentPage,
});

function EditAppointmentPage() {
  const { id } = Route.useParams();
  const { voltar, mover, barbeiro } = Route.useSearch();
  const { barber } = Route.useRouteContext();
  const { data: appointment } = useSuspenseQuery(agendaAppointmentQueryOptions(id));
  // Whose agenda this is: the owner may be editing a team member's booking.
  const agendaName = appointment.user.id === barber.id ? 'Minha Agenda' : `Agenda de ${appointment.user.username}`;
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={0}>
        <AgendaBackLink label={agendaName} dia={voltar} barbeiro={barbeiro} />
        <Title order={1}>{mover ? 'Mover agendamento' : 'Editar agendamento'}</Title>
      </Stack>
      <EditAppointment id={id} returnTo={voltar ? { dia: voltar, barbeiro } : undefined} moving={mover ?? false} />
    </Stack>
  );
}
