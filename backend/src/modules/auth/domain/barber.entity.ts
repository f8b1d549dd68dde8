import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { BarberRole } from '../../../shared/auth/barber-role';

/** A barber's account. The first account is the shop's owner. */
@Entity({ tableName: 'barber' })
export class Barber {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  username: string;

  @Property({ type: 'text', hidden: true })
  passwordHash: string;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'text' })
  role: BarberRole = 'barber';

  @Property({ type: 'boolean' })
  active: boolean = true;

  /** Raised to end every session: a token is valid only while it carries the current version. */
  @Property({ type: 'integer' })
  tokenVersion: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  constructor(username: string, passwordHash: string, role: BarberRole) {
    this.username = username;
    this.passwordHash = passwordHash;
    this.role = role;
  }

  /** A new password (hashed) ends every session opened with the old one. */
  replacePasswordHash(passwordHash: string): void {
    this.passwordHash = passwordHash;
    this.tokenVersion += 1;
  }

  /** Deactivating ends every session for good: reactivating later does not bring old tokens back. */
  setActive(active: boolean): void {
    if (this.active && !active) this.tokenVersion += 1;
    this.active = active;
  }
}
