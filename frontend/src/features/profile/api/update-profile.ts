import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { ProfileChanges } from '../types';
import { applyAccountUpdate } from './apply-account-update';

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => api.put('/api/auth/me', { body: changes }),
    onSuccess: (account) => applyAccountUpdate(queryClient, account),
  });
};
