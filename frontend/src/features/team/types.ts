import type { BarberAccount } from '../session/types';

/** GET auth/team: every barber of the shop, the owner included. */
export type TeamMember = BarberAccount;

export interface NewBarber {
  username: string;
  password: string;
}

/** PUT auth/update/{id}: only the fields sent change. */
export interface BarberChanges {
  username?: string;
  password?: string;
  active?: boolean;
}

export interface BarberUpdated {
  id: string;
  username: string;
  active: boolean;
}
