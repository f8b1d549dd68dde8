import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../../components/layout/PageShell';
import { Team } from '../../../features/team/components/Team';
import { loadOwnerTeam } from '../-owner-team';

export const Route = createFileRoute('/administrador/_admin/equipe')({
  // The team, for the owner only (anyone else is told why there is none).
  loader: ({ context: { queryClient } }) => loadOwnerTeam(queryClient),
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
