import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateTeamQueries } from './invalidate-team';
import type { NewBarber } from '../../../api/types';

/** 409 USERNAME_TAKEN when the username is in use. */
export const useCreateBarber = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (barber: NewBarber) => api.post('/api/auth/create', { body: barber }),
    onSuccess: () => invalidateTeamQueries(queryClient),
  });
};
