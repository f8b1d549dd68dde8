import { BarberNotFound } from '../../shared/errors/barber-not-found';
import { BarbersService } from '../barbers';

/** A barber of the team, active or not (404 otherwise): a barber who left is still owed their last statement. */
export async function ensureTeamMember(barbers: BarbersService, barberId: string): Promise<void> {
  if (!(await barbers.namesByIds([barberId])).has(barberId)) throw new BarberNotFound();
}
