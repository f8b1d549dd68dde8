import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../../../../components/BackLink';
import { agendaAppointmentQueryOptions } from '../../../../../features/agenda/api/get-appointment';
import { EditAppointment } from '../../../../../features/agenda/components/EditAppointment';
import { barberServicesQueryOptions } from '../../../../../api/services/get-barber-services';
import { notFoundOn404 } from '../../../../../lib/not-found-on-404';
import { shopQueryOptions } from '../../../../../api/shop/get-shop';
import { parseIdParam } from '../../../../../lib/uuid-param';

export const Route = createFileRoute('/administrador/_admin/minha-agenda/formulario/$id')({
  params: { parse: parseIdParam },
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
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <BackLink to="/administrador/minha-agenda" label="Minha Agenda" />
        <Title order={1}>Editar agenda</Title>
      </Stack>
      <EditAppointment id={id} />
    </Stack>
  );
}
