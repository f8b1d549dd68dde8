import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../../../components/layout/PageShell';
import { clientsQueryOptions } from '../../../../features/clients/api/get-clients';
import { ClientList } from '../../../../features/clients/components/ClientList';

export const Route = createFileRoute('/administrador/_admin/clientes/')({
  // Everyone, as the page opens; a search loads on the page as the barber types.
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(clientsQueryOptions(''));
  },
  component: ClientsPage,
});

function ClientsPage() {
  const navigate = useNavigate();
  return (
    <PageShell title="Clientes" onBack={() => void navigate({ to: '/administrador/home' })}>
      <ClientList />
    </PageShell>
  );
}
