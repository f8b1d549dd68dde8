import type { BarberAccount } from '../../api/types';

/** PUT auth/me: only the fields sent change. */
export interface ProfileChanges {
  username?: string;
  email?: string | null;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** PUT auth/me with a new password: the account and this session's new token (older tokens no longer work). */
export type PasswordChanged = BarberAccount & { token: string };
