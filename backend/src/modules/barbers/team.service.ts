import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { Forbidden } from '../../shared/errors/domain-error';
import { AccountPasswords } from './account-passwords.service';
import { BarbersService } from './barbers.service';
import { Barber } from './domain/barber.entity';
import { BarberAccountView, CreatedBarber, toAccountView, UpdatedBarber } from './dto/barber.view';
import { SessionTokens } from '../../shared/auth/session-tokens';
import { BarberNotFound } from '../../shared/errors/barber-not-found';
import { savingUniqueNames } from './unique-names';

export interface BarberChanges {
  username?: string;
  displayName?: string;
  password?: string;
  /** Required when the caller changes their own password. */
  currentPassword?: string;
  active?: boolean;
}

/** The owner manages the team: adds barbers, renames them (login and display name), deactivates them and resets their passwords. */
@Injectable()
export class TeamService {
  constructor(
    private readonly em: EntityManager,
    private readonly barbers: BarbersService,
    private readonly passwords: AccountPasswords,
    private readonly tokens: SessionTokens,
  ) {}

  async list(current: AuthenticatedBarber): Promise<BarberAccountView[]> {
    ensureOwner(current);
    const barbers = await this.em.find(Barber, {}, { orderBy: { createdAt: 'asc' } });
    const photos = await this.barbers.photosOf(barbers);
    return barbers.map((barber) => toAccountView(barber, photos.get(barber.id)));
  }

  async create(current: AuthenticatedBarber, username: string, password: string): Promise<CreatedBarber> {
    ensureOwner(current);
    const barber = new Barber(username, await this.passwords.hashFirst(username, password), 'barber');
    await this.saveUnique(barber);
    return { id: barber.id, username: barber.username, displayName: barber.displayName };
  }

  /**
   * The owner may change anyone; a barber may change their own names and password, not `active`.
   * One's own password needs the current one; the owner resets another barber's without it.
   */
  async update(current: AuthenticatedBarber, id: string, changes: BarberChanges): Promise<UpdatedBarber> {
    const isSelf = current.id === id;
    if (current.role !== 'owner' && (!isSelf || changes.active !== undefined)) throw new Forbidden();
    const barber = await this.em.findOne(Barber, { id });
    if (!barber) throw new BarberNotFound();
    if (changes.active === false) barber.deactivate();
    if (changes.active === true) barber.activate();
    if (changes.password !== undefined) await this.setPassword(barber, isSelf, changes);
    if (changes.username !== undefined) barber.rename(changes.username);
    if (changes.displayName !== undefined) barber.changeDisplayName(changes.displayName);
    await this.saveUnique(barber);
    const updated = { id: barber.id, username: barber.username, displayName: barber.displayName, active: barber.active };
    return isSelf && changes.password !== undefined ? { ...updated, token: await this.tokens.issue(barber) } : updated;
  }

  private async setPassword(barber: Barber, isSelf: boolean, changes: BarberChanges): Promise<void> {
    const password = changes.password as string;
    if (isSelf) await this.passwords.changeOwn(barber, changes.currentPassword, password, changes.username);
    else await this.passwords.reset(barber, password, changes.username);
  }

  private async saveUnique(barber: Barber): Promise<void> {
    await savingUniqueNames(() => this.em.persistAndFlush(barber));
  }
}

function ensureOwner(current: AuthenticatedBarber): void {
  if (current.role !== 'owner') throw new Forbidden('Apenas o dono da barbearia pode gerenciar a equipe.');
}
