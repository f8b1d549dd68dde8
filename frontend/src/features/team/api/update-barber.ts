import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { saveSession, sessionBarber, sessionToken } from '../../../lib/session/session';
import { invalidateTeamQueries } from './invalidate-team';
import type { BarberChanges } from '../../../api/types';

/** Rename, reset the password, deactivate or reactivate one barber. */
export const useUpdateBarber = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: BarberChanges }) => api.put('/api/auth/update/{id}', { path: { id }, body: changes }),
    onSuccess: (barber) => {
      const token = barber.token ?? sessionToken();
      if (token && sessionBarber()?.id === barber.id) saveSession(token, barber);
      return invalidateTeamQueries(queryClient);
    },
  });
};
