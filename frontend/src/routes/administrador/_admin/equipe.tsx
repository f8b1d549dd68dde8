import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../../components/PageShell';
import { Team } from '../../../features/team/components/Team';

export const Route = createFileRoute('/administrador/_admin/equipe')({
  component: TeamPage,
});

function TeamPage() {
  const navigate = useNavigate();
  return (
    <PageShell title="Equipe" onBack={() => void navigate({ to: '/administrador/home' })}>
      <Team />
    </PageShell>
  );
}
