import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../../../../components/PageShell';
import { EditServiceForm } from '../../../../../features/services/components/EditServiceForm';

export const Route = createFileRoute('/administrador/_admin/servicos/formulario/$id')({
  component: EditServicePage,
});

function EditServicePage() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const toList = () => void navigate({ to: '/administrador/servicos' });
  return (
    <PageShell title="Editar Serviço" onBack={toList}>
      <EditServiceForm serviceId={id} onUpdated={toList} />
    </PageShell>
  );
}
