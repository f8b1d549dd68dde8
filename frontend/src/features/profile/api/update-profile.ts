import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ProfileChanges } from '../types';
import { applyAccountUpdate } from './apply-account-update';
import type { BarberAccount } from '../../../api/types';

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => apiRequest<BarberAccount>('auth/me', { method: 'PUT', body: changes }),
    onSuccess: (account) => applyAccountUpdate(queryClient, account),
  });
};
