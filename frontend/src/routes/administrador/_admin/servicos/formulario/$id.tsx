import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../../../../components/layout/PageShell';
import { serviceQueryOptions } from '../../../../../api/services/get-service';
import { EditServiceForm } from '../../../../../features/services/components/EditServiceForm';
import { notFoundOn404 } from '../../../../../lib/http/not-found-on-404';
import { parseIdParam } from '../../../../../lib/params/uuid-param';

export const Route = createFileRoute('/administrador/_admin/servicos/formulario/$id')({
  params: { parse: parseIdParam },
  loader: async ({ context: { queryClient }, params: { id } }) => {
    await queryClient.ensureQueryData(serviceQueryOptions(id)).catch(notFoundOn404);
  },
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
