import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../../../components/PageShell';
import { ClientList } from '../../../../features/clients/components/ClientList';

export const Route = createFileRoute('/administrador/_admin/clientes/')({
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
