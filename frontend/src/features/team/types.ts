import type { BarberAccount } from '../../api/types';

/** GET auth/team: every barber of the shop, the owner included. */
export type TeamMember = BarberAccount;

export interface NewBarber {
  username: string;
  password: string;
}

/** PUT auth/update/{id}: only the fields sent change; one's own password also needs `currentPassword`. */
export interface BarberChanges {
  username?: string;
  password?: string;
  currentPassword?: string;
  active?: boolean;
}

/** `token` comes only when the caller changed their own password: their older tokens no longer work. */
export interface BarberUpdated {
  id: string;
  username: string;
  active: boolean;
  token?: string;
}
