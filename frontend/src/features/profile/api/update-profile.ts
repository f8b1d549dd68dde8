import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { applyAccountUpdate } from './apply-account-update';
import type { ProfileChanges } from '../../../api/types';

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => api.put('/api/auth/me', { body: changes }),
    onSuccess: (account) => applyAccountUpdate(queryClient, account),
  });
};
