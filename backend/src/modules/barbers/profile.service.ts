import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { AccountPasswords } from './account-passwords.service';
import { PhotoNotFound } from './domain/barber.errors';
import { Barber } from './domain/barber.entity';
import { BarberPhoto } from './domain/barber-photo.entity';
import { readPhoto } from './domain/photo-image';
import { BarberAccountView, toAccountView, UpdatedAccount } from './dto/barber.view';
import { SessionTokens } from '../../shared/auth/session-tokens';
import { BarberNotFound } from '../../shared/errors/barber-not-found';
import { savingUniqueNames } from './unique-names';

export interface ProfileChanges {
  username?: string;
  displayName?: string;
  email?: string | null;
  currentPassword?: string;
  newPassword?: string;
}

export interface StoredPhoto {
  content: Buffer;
  contentType: string;
  version: string;
}

/** "Meus Dados": the barber's own login, display name, email, password and photo. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: AccountPasswords,
    private readonly tokens: SessionTokens,
  ) {}

  async get(current: AuthenticatedBarber): Promise<BarberAccountView> {
    const barber = await this.load(current.id);
    return toAccountView(barber, await this.em.findOne(BarberPhoto, { barberId: barber.id }));
  }

  async update(current: AuthenticatedBarber, changes: ProfileChanges): Promise<UpdatedAccount> {
    const barber = await this.load(current.id);
    const changesPassword = changes.newPassword !== undefined;
    if (changesPassword) await this.passwords.changeOwn(barber, changes.currentPassword, changes.newPassword as string, changes.username);
    if (changes.username !== undefined) barber.rename(changes.username);
    if (changes.displayName !== undefined) barber.changeDisplayName(changes.displayName);
    if (changes.email !== undefined) barber.changeEmail(changes.email);
    await savingUniqueNames(() => this.em.flush());
    const account = await this.get(current);
    return changesPassword ? { ...account, token: await this.tokens.issue(barber) } : account;
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
    if (!photo) throw new PhotoNotFound();
    return { content: photo.content, contentType: photo.contentType, version: photo.version };
  }

  private async load(id: string): Promise<Barber> {
    const barber = await this.em.findOne(Barber, { id });
    if (!barber) throw new BarberNotFound();
    return barber;
  }
}
