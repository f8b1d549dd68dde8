import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../../../components/layout/PageShell';
import { clientQueryOptions } from '../../../../features/clients/api/get-client';
import { ClientDetails } from '../../../../features/clients/components/ClientDetails';
import { isContactKey } from '../../../../features/clients/contact-key';
import { notFoundOn404 } from '../../../../lib/http/not-found-on-404';

export const Route = createFileRoute('/administrador/_admin/clientes/$contato')({
  params: {
    parse: ({ contato }) => {
      if (!isContactKey(contato)) throw notFound();
      return { contato };
    },
  },
  loader: async ({ context: { queryClient }, params: { contato } }) => {
    await queryClient.ensureQueryData(clientQueryOptions(contato)).catch(notFoundOn404);
  },
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
