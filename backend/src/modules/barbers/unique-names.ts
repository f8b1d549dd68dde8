import { translatingConstraintViolations, violatedConstraintOf } from '../../shared/persistence/constraint-violation';
import { DisplayNameTaken, UsernameTaken } from './domain/barber.errors';

/** The display name's look-alike key (the migration Migration20261205200000_display_name made it). */
const DISPLAY_NAME_KEY = 'barber_display_name_skeleton_unique';

/** Saves a barber, a name another barber holds (or one like it) answered as the 409 of that name: DISPLAY_NAME_TAKEN or USERNAME_TAKEN. */
export function savingUniqueNames<T>(write: () => Promise<T>): Promise<T> {
  return translatingConstraintViolations(write, {
    unique: (error) => (violatedConstraintOf(error) === DISPLAY_NAME_KEY ? new DisplayNameTaken() : new UsernameTaken()),
  });
}
