import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../components/layout/PageShell';
import { LoginForm } from '../../features/session/components/LoginForm';
import { adminReturnPath } from '../../features/session/return-path';
import { resumeFormDrafts } from '../../lib/draft/form-draft';
import { sessionBarber } from '../../lib/session/session';

const HOME = '/administrador/home';

export const Route = createFileRoute('/administrador/login')({
  // ?redirect= is the admin page the barber was sent here from; anything else is dropped. (The key
  // is always returned: the router keeps raw search keys the validator leaves out.)
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: adminReturnPath(search.redirect) }),
  beforeLoad: ({ search }) => {
    if (sessionBarber()) throw redirect({ href: adminReturnPath(search.redirect) ?? HOME, replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const navigate = useNavigate();
  const { redirect: returnPath } = Route.useSearch();
  const loggedIn = () => {
    resumeFormDrafts();
    void navigate({ href: adminReturnPath(returnPath) ?? HOME, replace: true });
  };
  return (
    <PageShell title="Área do barbeiro" onBack={() => void navigate({ to: '/' })}>
      <LoginForm onLoggedIn={loggedIn} />
    </PageShell>
  );
}
