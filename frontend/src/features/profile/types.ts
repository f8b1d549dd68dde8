/** PUT auth/me: only the fields sent change. */
export interface ProfileChanges {
  username?: string;
  email?: string | null;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}
