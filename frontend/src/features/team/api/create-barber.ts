import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { NewBarber } from '../types';
import { invalidateTeamQueries } from './invalidate-team';

/** 409 USERNAME_TAKEN when the username is in use. */
export const useCreateBarber = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (barber: NewBarber) => apiRequest<{ id: string; username: string }>('auth/create', { method: 'POST', body: barber }),
    onSuccess: () => invalidateTeamQueries(queryClient),
  });
};
