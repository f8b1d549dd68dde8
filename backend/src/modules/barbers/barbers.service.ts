import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { HoursService } from '../hours';
import { ServiceCatalog } from '../services';
import { Barber } from './domain/barber.entity';
import { normalizedUsername, usernameKey } from './domain/username';
import { BarberPhoto } from './domain/barber-photo.entity';
import { BarberView, toBarberView } from './dto/barber.view';
import { PasswordHasher } from './password-hasher.service';
import { BarberNotFound } from '../../shared/errors/barber-not-found';

@Injectable()
export class BarbersService {
  constructor(
    private readonly em: EntityManager,
    private readonly services: ServiceCatalog,
    private readonly hours: HoursService,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Barbers a client can book: active, with at least one active service and at least one open hour. */
  async listBookable(): Promise<BarberView[]> {
    const withHours = new Set(await this.hours.barberIdsWithOpenHours());
    const barberIds = (await this.services.barberIdsWithActiveServices()).filter((id) => withHours.has(id));
    if (barberIds.length === 0) return [];
    const barbers = await this.em.find(Barber, { id: { $in: barberIds }, active: true }, { orderBy: { createdAt: 'asc' } });
    return this.withPhotos(barbers);
  }

  async getActive(id: string): Promise<BarberView> {
    const barber = await this.em.findOne(Barber, { id, active: true });
    if (!barber) throw new BarberNotFound();
    const [view] = await this.withPhotos([barber]);
    return view;
  }

  /** The names of these barbers (inactive ones too), the login and the one clients see, in one query and without their photos. */
  async namesByIds(ids: string[]): Promise<Map<string, { username: string; displayName: string }>> {
    const barbers = ids.length ? await this.em.find(Barber, { id: { $in: [...new Set(ids)] } }) : [];
    return new Map(barbers.map(({ id, username, displayName }) => [id, { username, displayName }]));
  }

  /** Every barber of the team, deactivated ones too, first made first: their names and whether they are active. */
  async teamMembers(): Promise<{ id: string; username: string; displayName: string; active: boolean }[]> {
    const barbers = await this.em.find(Barber, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return barbers.map(({ id, username, displayName, active }) => ({ id, username, displayName, active }));
  }

  /** The active barber with these credentials, or null; an unknown username takes as long as a wrong password. */
  async verifyCredentials(username: string, password: string): Promise<Barber | null> {
    const barber = await this.findByUsername(username);
    const matches = await this.hasher.verify(barber?.passwordHash ?? null, password);
    return barber?.active && matches ? barber : null;
  }

  /** The barber a token names, if still active and the token's version is still theirs; one query. */
  async findActiveIdentity(id: string, tokenVersion: number): Promise<AuthenticatedBarber | null> {
    const barber = await this.em.findOne(Barber, { id, active: true });
    if (!barber || barber.tokenVersion !== tokenVersion) return null;
    return { id: barber.id, username: barber.username, role: barber.role };
  }

  /** 400 USERNAME_MIXED_SCRIPTS for a name no account can have; otherwise the account by its key, or null. */
  findByUsername(username: string): Promise<Barber | null> {
    normalizedUsername(username);
    return this.em.findOne(Barber, { usernameKey: usernameKey(username) });
  }

  /** Creates the owner account when the shop has no barber yet (shown to clients as `displayName`, else as the username); returns it, or null when one exists. */
  async createOwnerIfNone(username: string, password: string, displayName?: string): Promise<BarberView | null> {
    if ((await this.em.count(Barber)) > 0) return null;
    const owner = new Barber(username, await this.hasher.hash(password), 'owner');
    if (displayName !== undefined) owner.changeDisplayName(displayName);
    await this.em.persistAndFlush(owner);
    return toBarberView(owner, null);
  }

  async withPhotos(barbers: Barber[]): Promise<BarberView[]> {
    const photos = await this.photosOf(barbers);
    return barbers.map((barber) => toBarberView(barber, photos.get(barber.id)));
  }

  /** Photo metadata of these barbers by barber id, in one query, without loading the images. */
  async photosOf(barbers: Barber[]): Promise<Map<string, BarberPhoto>> {
    const photos = barbers.length ? await this.em.find(BarberPhoto, { barberId: { $in: barbers.map((barber) => barber.id) } }) : [];
    return new Map(photos.map((photo) => [photo.barberId, photo]));
  }
}
