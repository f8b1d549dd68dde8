import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../../../../components/BackLink';
import { EditAppointment } from '../../../../../features/agenda/components/EditAppointment';

export const Route = createFileRoute('/administrador/_admin/minha-agenda/formulario/$id')({
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
