import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveSession, sessionBarber, sessionToken } from '../../../lib/session';
import type { BarberChanges } from '../types';
import { invalidateTeamQueries } from './invalidate-team';
import type { UpdatedBarber } from '../../../api/types';

/** Rename, reset the password, deactivate or reactivate one barber. */
export const useUpdateBarber = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: BarberChanges }) =>
      apiRequest<UpdatedBarber>(`auth/update/${encodeURIComponent(id)}`, { method: 'PUT', body: changes }),
    onSuccess: (barber) => {
      const token = barber.token ?? sessionToken();
      if (token && sessionBarber()?.id === barber.id) saveSession(token, barber);
      return invalidateTeamQueries(queryClient);
    },
  });
};
