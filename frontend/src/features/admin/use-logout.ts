import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { clearFormDrafts } from '../../lib/draft/form-draft';
import { endSession } from '../../lib/session/session';
import { adminKeys } from '../../api/query-keys';

/** Sair: forgets the session (in every tab, through the storage event), the admin queries and form drafts, then goes to the login page. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    endSession();
    clearFormDrafts();
    queryClient.removeQueries({ queryKey: adminKeys.all });
    void navigate({ to: '/administrador/login' });
  };
}
