import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applyAccountUpdate } from './apply-account-update';
import type { BarberAccount } from '../../../api/types';

export const useRemovePhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<BarberAccount>('auth/me/photo', { method: 'DELETE' }),
    onSuccess: (account) => applyAccountUpdate(queryClient, account),
  });
};
