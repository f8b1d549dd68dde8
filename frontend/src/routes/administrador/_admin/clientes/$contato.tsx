import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../../../components/PageShell';
import { ClientDetails } from '../../../../features/clients/components/ClientDetails';

export const Route = createFileRoute('/administrador/_admin/clientes/$contato')({
  component: ClientPage,
});

function ClientPage() {
  const { contato } = Route.useParams();
  const navigate = useNavigate();
  return (
    <PageShell title="Cliente" onBack={() => void navigate({ to: '/administrador/clientes' })}>
      <ClientDetails contactKey={contato} />
    </PageShell>
  );
}
