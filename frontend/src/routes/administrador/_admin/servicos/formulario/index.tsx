import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../../../../components/layout/PageShell';
import { CreateServiceForm } from '../../../../../features/services/components/CreateServiceForm';

export const Route = createFileRoute('/administrador/_admin/servicos/formulario/')({
  component: NewServicePage,
});

function NewServicePage() {
  const { barber } = Route.useRouteContext();
  const navigate = useNavigate();
  const toList = () => void navigate({ to: '/administrador/servicos' });
  return (
    <PageShell title="Novo Serviço" onBack={toList}>
      <CreateServiceForm barberId={barber.id} onCreated={toList} />
    </PageShell>
  );
}
