import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../components/PageShell';
import { ManageBooking } from '../../features/manage/components/ManageBooking';

export const Route = createFileRoute('/agenda/gerenciar/$token')({
  component: ManagePage,
});

/** The private page of one booking, reached by its manage link. */
function ManagePage() {
  const { token } = Route.useParams();
  const navigate = useNavigate();
  return (
    <PageShell title="Meu agendamento" onBack={() => void navigate({ to: '/' })}>
      <ManageBooking token={token} />
    </PageShell>
  );
}
