import { Barber } from '../domain/barber.entity';

/** A barber as anyone may see them: never the password hash or the email. */
export interface BarberView {
  id: string;
  username: string;
  photo: null;
  photoUrl: string | null;
}

export function toBarberView(barber: Barber): BarberView {
  return { id: barber.id, username: barber.username, photo: null, photoUrl: null };
}
