import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { applyAccountUpdate } from './apply-account-update';

export const useRemovePhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/auth/me/photo'),
    onSuccess: (account) => applyAccountUpdate(queryClient, account),
  });
};
