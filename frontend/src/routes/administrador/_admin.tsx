import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AdminShell } from '../../features/admin/components/AdminShell';
import { sessionBarber } from '../../lib/session';

/** Every /administrador/* page but login: without a session, go log in (the server guards the data). */
export const Route = createFileRoute('/administrador/_admin')({
  beforeLoad: () => {
    if (!sessionBarber()) throw redirect({ to: '/administrador/login' });
  },
  component: () => (
    <AdminShell>
      <Outlet />
    </AdminShell>
  ),
});
