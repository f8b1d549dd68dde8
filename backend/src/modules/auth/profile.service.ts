import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { InvalidInput, NotFound } from '../../shared/errors/domain-error';
import { UsernameTaken } from './domain/auth.errors';
import { Barber } from './domain/barber.entity';
import { BarberPhoto } from './domain/barber-photo.entity';
import { hashPassword, verifyPassword } from './domain/password';
import { readPhoto } from './domain/photo-image';
import { BarberAccountView, toAccountView } from './dto/barber.view';

export interface ProfileChanges {
  username?: string;
  email?: string | null;
  currentPassword?: string;
  newPassword?: string;
}

export interface StoredPhoto {
  content: Buffer;
  contentType: string;
  version: string;
}

/** "Meus Dados": the barber's own name, email, password and photo. */
@Injectable()
export class ProfileService {
  constructor(private readonly em: EntityManager) {}

  async get(current: AuthenticatedBarber): Promise<BarberAccountView> {
    const barber = await this.load(current.id);
    return toAccountView(barber, await this.em.findOne(BarberPhoto, { barberId: barber.id }));
  }

  async update(current: AuthenticatedBarber, changes: ProfileChanges): Promise<BarberAccountView> {
    const barber = await this.load(current.id);
    if (changes.newPassword !== undefined) await this.changePassword(barber, changes.currentPassword, changes.newPassword);
    if (changes.username !== undefined) barber.username = changes.username;
    if (changes.email !== undefined) barber.email = changes.email || null;
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new UsernameTaken();
      throw error;
    }
    return this.get(current);
  }

  async replacePhoto(current: AuthenticatedBarber, body: unknown, fileName: string | undefined): Promise<BarberAccountView> {
    const image = readPhoto(body, fileName);
    const photo = (await this.em.findOne(BarberPhoto, { barberId: current.id })) ?? new BarberPhoto(current.id);
    photo.replace(image);
    await this.em.persistAndFlush(photo);
    return this.get(current);
  }

  async removePhoto(current: AuthenticatedBarber): Promise<BarberAccountView> {
    await this.em.nativeDelete(BarberPhoto, { barberId: current.id });
    return this.get(current);
  }

  async photoOf(barberId: string): Promise<StoredPhoto> {
    const photo = await this.em.findOne(BarberPhoto, { barberId }, { populate: ['content'] });
    if (!photo) throw new NotFound('Foto não encontrada.');
    return { content: photo.content, contentType: photo.contentType, version: photo.version };
  }

  private async changePassword(barber: Barber, currentPassword: string | undefined, newPassword: string): Promise<void> {
    if (!currentPassword || !(await verifyPassword(barber.passwordHash, currentPassword))) {
      throw new InvalidInput('Senha atual incorreta.');
    }
    barber.passwordHash = await hashPassword(newPassword);
  }

  private async load(id: string): Promise<Barber> {
    const barber = await this.em.findOne(Barber, { id });
    if (!barber) throw new NotFound('Barbeiro não encontrado.');
    return barber;
  }
}
