import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { saveSession } from '../../../lib/session/session';
import { applyAccountUpdate } from './apply-account-update';
import type { PasswordChange } from '../../../api/types';

/**
 * 400 CURRENT_PASSWORD_INCORRECT when the current password is wrong. A new password ends every
 * session opened before it, this tab's too: the answer carries the tab's new token.
 */
export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PasswordChange) => api.put('/api/auth/me', { body: change }),
    onSuccess: ({ token, ...account }) => {
      if (token) saveSession(token, account);
      return applyAccountUpdate(queryClient, account);
    },
  });
};
