import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { agendaBookingQueryOptions } from '../../../../../features/agenda/api/get-agenda-booking';
import { AgendaBackLink } from '../../../../../components/layout/BackLink';
import { EditBooking } from '../../../../../features/agenda/components/booking-form/EditBooking';
import { parseEditFormSearch } from '../../../../../features/agenda/agenda-return';
import { barberServicesQueryOptions } from '../../../../../api/services/get-barber-services';
import { notFoundOn404 } from '../../../../../lib/http/not-found-on-404';
import { shopQueryOptions } from '../../../../../api/shop/get-shop';
import { parseIdParam } from '../../../../../lib/params/uuid-param';

export const Route = createFileRoute('/administrador/_admin/minha-agenda/formulario/$id')({
  params: { parse: parseIdParam },
  // The booking, the shop's today, and the services of the booking's barber.
  loader: async ({ context: { queryClient }, params: { id } }) => {
    const [booking] = await Promise.all([
      queryClient.ensureQueryData(agendaBookingQueryOptions(id)).catch(notFoundOn404),
      queryClient.ensureQueryData(shopQueryOptions()),
    ]);
    await queryClient.ensureQueryData(barberServicesQueryOptions(booking.user.id));
  },
  component: EditBookingPage,
});

function EditBookingPage() {
  const { id } = Route.useParams();
  // `?voltar=&mover=&barbeiro=` (see EditFormSearch): the route declares no search, so it is read here as it came.
  const { voltar, mover, barbeiro } = Route.useSearch({ select: parseEditFormSearch });
  const { barber } = Route.useRouteContext();
  const { data: booking } = useSuspenseQuery(agendaBookingQueryOptions(id));
  // Whose agenda this is: the owner may be editing a team member's booking.
  const agendaName = booking.user.id === barber.id ? 'Minha Agenda' : `Agenda de ${booking.user.username}`;
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={0}>
        <AgendaBackLink label={agendaName} dia={voltar} barbeiro={barbeiro} />
        <Title order={1}>{mover ? 'Mover agendamento' : 'Editar agendamento'}</Title>
      </Stack>
      <EditBooking id={id} returnTo={voltar ? { dia: voltar, barbeiro } : undefined} moving={mover ?? false} />
    </Stack>
  );
}
