import { Forbidden } from '../errors/domain-error';
import { BarberRole } from './barber-role';

/** The barber a valid bearer token belongs to. */
export interface AuthenticatedBarber {
  id: string;
  username: string;
  role: BarberRole;
}

/** A barber reaches only their own data: any other barber's id is a 403. */
export function ensureOwnBarberId(current: AuthenticatedBarber, barberId: string): void {
  if (current.id !== barberId) throw new Forbidden();
}
