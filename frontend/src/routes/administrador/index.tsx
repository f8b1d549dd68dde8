import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/administrador/')({
  beforeLoad: () => {
    throw redirect({ to: '/administrador/home' });
  },
});
