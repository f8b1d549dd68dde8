import { BarberRole } from '../../../shared/auth/barber-role';
import { Barber } from '../domain/barber.entity';
import { BarberPhoto } from '../domain/barber-photo.entity';

export interface PhotoView {
  fileName: string;
  size: number;
  contentType: string;
}

/** A barber as anyone may see them: never the password hash or the email. */
export interface BarberView {
  id: string;
  username: string;
  photo: PhotoView | null;
  photoUrl: string | null;
}

/** A barber as the owner's team screen and the barber's own profile see them. */
export interface BarberAccountView extends BarberView {
  email: string | null;
  role: BarberRole;
  active: boolean;
}

export function toBarberView(barber: Barber, photo: BarberPhoto | null | undefined): BarberView {
  return {
    id: barber.id,
    username: barber.username,
    photo: photo ? { fileName: photo.fileName, size: photo.size, contentType: photo.contentType } : null,
    photoUrl: photo ? `/api/auth/${barber.id}/photo?v=${photo.version}` : null,
  };
}

export function toAccountView(barber: Barber, photo: BarberPhoto | null | undefined): BarberAccountView {
  return { ...toBarberView(barber, photo), email: barber.email, role: barber.role, active: barber.active };
}
