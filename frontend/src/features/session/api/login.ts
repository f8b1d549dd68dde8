import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { saveSession } from '../../../lib/session/session';
import { adminKeys } from '../../../api/query-keys';
import type { LoginRequest } from '../../../api/types';

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LoginRequest) => api.post('/api/auth/login', { body: request }),
    onSuccess: (result) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      saveSession(result.token, result);
    },
  });
};
