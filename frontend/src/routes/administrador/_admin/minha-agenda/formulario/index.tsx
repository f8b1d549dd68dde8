import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../../../../components/BackLink';
import { NewAppointment } from '../../../../../features/agenda/components/NewAppointment';
import { requireSessionBarber } from '../../../../../lib/session';

export const Route = createFileRoute('/administrador/_admin/minha-agenda/formulario/')({
  component: NewAppointmentPage,
});

function NewAppointmentPage() {
  const { id } = requireSessionBarber();
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <BackLink to="/administrador/minha-agenda" label="Minha Agenda" />
        <Title order={1}>Nova agenda</Title>
      </Stack>
      <NewAppointment barberId={id} />
    </Stack>
  );
}
