import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../components/PageShell';
import { LoginForm } from '../../features/session/components/LoginForm';
import { sessionBarber } from '../../lib/session';

export const Route = createFileRoute('/administrador/login')({
  beforeLoad: () => {
    if (sessionBarber()) throw redirect({ to: '/administrador/home' });
  },
  component: LoginPage,
});

function LoginPage() {
  const navigate = useNavigate();
  return (
    <PageShell title="Área do barbeiro" onBack={() => void navigate({ to: '/' })}>
      <LoginForm onLoggedIn={() => void navigate({ to: '/administrador/home' })} />
    </PageShell>
  );
}
