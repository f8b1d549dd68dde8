import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { clearSession } from '../../lib/session';

/** Sair: forgets the session and every admin query, then goes to the login page. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearSession();
    queryClient.removeQueries({ queryKey: ['admin'] });
    void navigate({ to: '/administrador/login' });
  };
}
