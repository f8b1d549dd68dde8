import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../../../components/layout/PageShell';
import { barberServicesQueryOptions } from '../../../../api/services/get-barber-services';
import { ServiceList } from '../../../../features/services/components/ServiceList';

export const Route = createFileRoute('/administrador/_admin/servicos/')({
  loader: async ({ context: { queryClient, barber } }) => {
    await queryClient.ensureQueryData(barberServicesQueryOptions(barber.id));
  },
  component: ServicesPage,
});

function ServicesPage() {
  const { barber } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <PageShell title="Meus Serviços" onBack={() => void navigate({ to: '/administrador/home' })}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Text c="dimmed">Os serviços que seus clientes podem agendar.</Text>
          <Button
            component={Link}
            to="/administrador/servicos/formulario"
            size="md"
            leftSection={<IconPlus size={18} aria-hidden />}
            style={{ flexShrink: 0 }}
          >
            Novo Serviço
          </Button>
        </Group>
        <ServiceList barberId={barber.id} />
      </Stack>
    </PageShell>
  );
}
