import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { BarberAccount } from '../../session/types';
import type { PasswordChange } from '../types';

/** 400 'Senha atual incorreta.' when the current password is wrong. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (change: PasswordChange) => apiRequest<BarberAccount>('auth/me', { method: 'PUT', body: change }),
  });
