import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AdminShell } from '../../features/admin/components/AdminShell';
import { meQueryOptions } from '../../api/account/get-me';
import { sessionBarber } from '../../lib/session/session';

/** Every /administrador/* page but login: without a session, log in and come back here (the server guards the data). */
export const Route = createFileRoute('/administrador/_admin')({
  // The barber goes into the router context, read once per navigation: the pages take it from there
  // (Route.useRouteContext()), never from storage while rendering, so a token that expires while a form
  // is open changes nothing on screen until the server refuses it (then: log in, and back to the form).
  beforeLoad: ({ location }) => {
    const barber = sessionBarber();
    if (!barber) throw redirect({ to: '/administrador/login', search: { redirect: location.href } });
    return { barber };
  },
  // The account (the menu shows Equipe to the owner; pages read the role from it), beside each page's own loader.
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(meQueryOptions());
  },
  component: () => (
    <AdminShell>
      <Outlet />
    </AdminShell>
  ),
});
