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

/**
 * Reading a barber's agenda, revenue or schedule (working week, weekdays off, blocked times): the
 * barber themself, or the shop's owner for anyone on the team, whose agenda the owner runs.
 */
export function ensureMayReadBarber(current: AuthenticatedBarber, barberId: string): void {
  if (current.id !== barberId && current.role !== 'owner') throw new Forbidden();
}

/**
 * Acting in a barber's agenda (walk-ins, edits, attendance, the trash): the barber themself, or the
 * shop's owner for anyone on the team. Changing hours, days off and blocked times stays each
 * barber's own (ensureOwnBarberId).
 */
export function ensureMayActInAgendaOf(current: AuthenticatedBarber, barberId: string): void {
  if (current.id !== barberId && current.role !== 'owner') throw new Forbidden();
}

/** What only the shop's owner may see, such as the whole shop's revenue. */
export function ensureShopOwner(current: AuthenticatedBarber): void {
  if (current.role !== 'owner') throw new Forbidden('Apenas o dono da barbearia pode ver a barbearia toda.');
}
