import { ApiProperty, ApiPropertyOptional } from '../../../shared/http/api-docs';
import { BarberRole } from '../../../shared/auth/barber-role';
import { Barber } from '../domain/barber.entity';
import { BarberPhoto } from '../domain/barber-photo.entity';

export class PhotoView {
  @ApiProperty()
  fileName: string;

  @ApiProperty({ type: 'integer', description: 'Bytes' })
  size: number;

  @ApiProperty({ example: 'image/jpeg' })
  contentType: string;
}

/** A barber as anyone may see them: never the password hash or the email. */
export class BarberView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'O login do barbeiro' })
  username: string;

  @ApiProperty({ example: 'João Silva', description: 'O nome que os clientes veem' })
  displayName: string;

  @ApiProperty({ type: PhotoView, nullable: true })
  photo: PhotoView | null;

  @ApiProperty({ type: 'string', nullable: true, example: '/api/auth/{id}/photo?v=3', description: 'Muda a cada foto nova; null sem foto' })
  photoUrl: string | null;
}

/** A barber as the owner's team screen and the barber's own profile see them. */
export class BarberAccountView extends BarberView {
  @ApiProperty({ type: 'string', nullable: true })
  email: string | null;

  @ApiProperty({ enum: ['owner', 'barber'], description: 'owner: o dono da barbearia' })
  role: BarberRole;

  @ApiProperty()
  active: boolean;
}

/** The account after a change; with a new `token` when the password changed (the old one no longer works). */
export class UpdatedAccount extends BarberAccountView {
  @ApiPropertyOptional({ description: 'Só quando a senha mudou: o novo token (o antigo deixa de valer)' })
  token?: string;
}

/** A barber the owner just added to the team. */
export class CreatedBarber {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'O login do barbeiro' })
  username: string;

  @ApiProperty({ example: 'João Silva', description: 'O nome que os clientes veem (de início, o login)' })
  displayName: string;
}

/** The barber after a change; with a new `token` when the caller changed their own password. */
export class UpdatedBarber extends CreatedBarber {
  @ApiProperty()
  active: boolean;

  @ApiPropertyOptional({ description: 'Só quando o próprio barbeiro trocou a senha: o novo token (o antigo deixa de valer)' })
  token?: string;
}

export function toBarberView(barber: Barber, photo: BarberPhoto | null | undefined): BarberView {
  return {
    id: barber.id,
    username: barber.username,
    displayName: barber.displayName,
    photo: photo ? { fileName: photo.fileName, size: photo.size, contentType: photo.contentType } : null,
    photoUrl: photo ? `/api/auth/${barber.id}/photo?v=${photo.version}` : null,
  };
}

export function toAccountView(barber: Barber, photo: BarberPhoto | null | undefined): BarberAccountView {
  return { ...toBarberView(barber, photo), email: barber.email, role: barber.role, active: barber.active };
}
