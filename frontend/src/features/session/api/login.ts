import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import type { LoginRequest, LoginResult } from '../types';
import { adminKeys } from '../../../api/query-keys';

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LoginRequest) => apiRequest<LoginResult>('auth/login', { method: 'POST', body: request }),
    onSuccess: (result) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      saveSession(result.token, result);
    },
  });
};
