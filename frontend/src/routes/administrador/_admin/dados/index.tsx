import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../../../components/layout/PageShell';
import { MyProfile } from '../../../../features/profile/components/MyProfile';

export const Route = createFileRoute('/administrador/_admin/dados/')({
  component: MyDataPage,
});

function MyDataPage() {
  const navigate = useNavigate();
  return (
    <PageShell title="Meus Dados" onBack={() => void navigate({ to: '/administrador/home' })}>
      <MyProfile />
    </PageShell>
  );
}
