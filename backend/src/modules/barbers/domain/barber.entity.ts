import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { BarberRole } from '../../../shared/auth/barber-role';
import { acceptedDisplayName, displayNameSkeleton } from './display-name';
import { acceptedUsername, usernameKey, usernameSkeleton } from './username';
import { OwnerCannotBeDeactivated } from './barber.errors';

/** A barber's account. The first account is the shop's owner. */
@Entity({ tableName: 'barber' })
export class Barber {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** As shown (trimmed, NFKC); change it with rename(). */
  @Property({ type: 'text' })
  username: string;

  /** What usernames are compared by, unique: see domain/username.ts. */
  @Property({ type: 'text' })
  usernameKey: string;

  /** The name's look-alike form (TR39 skeleton), unique: "J0A0" can't sit next to "Joao". */
  @Property({ type: 'text', nullable: true })
  usernameSkeleton: string | null;

  /**
   * The name clients see wherever the barber is shown to them (the username is the login); a new account
   * starts with its username. Change it with changeDisplayName().
   */
  @Property({ type: 'text' })
  displayName: string;

  /** The display name's look-alike form (domain/display-name.ts), unique: two barbers can't show clients names that look the same. */
  @Property({ type: 'text', nullable: true })
  displayNameSkeleton: string | null;

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
    this.rename(username);
    this.changeDisplayName(this.username);
    this.passwordHash = passwordHash;
    this.role = role;
  }

  /**
   * 400 for a name outside the usernames' alphabet (VALIDATION_ERROR) or mixing scripts
   * (USERNAME_MIXED_SCRIPTS); a name taken, or looking like one taken, fails on the unique keys.
   * The same name keeps its keys: an account a migration set apart from a look-alike (its
   * skeleton suffixed with its id) can still save its profile, which sends the name along.
   */
  rename(username: string): void {
    const accepted = acceptedUsername(username);
    if (accepted === this.username) return;
    this.username = accepted;
    this.usernameKey = usernameKey(username);
    this.usernameSkeleton = usernameSkeleton(username);
  }

  /** 400 VALIDATION_ERROR outside the display name's rules (domain/display-name.ts); one looking like another barber's fails on its unique key. */
  changeDisplayName(displayName: string): void {
    const accepted = acceptedDisplayName(displayName);
    if (accepted === this.displayName) return;
    this.displayName = accepted;
    this.displayNameSkeleton = displayNameSkeleton(accepted);
  }

  /** The address the barber may be reached at; blank clears it. */
  changeEmail(email: string | null): void {
    this.email = email || null;
  }

  /** A new password (hashed) ends every session opened with the old one. */
  changePassword(passwordHash: string): void {
    this.passwordHash = passwordHash;
    this.tokenVersion += 1;
  }

  /**
   * Deactivating ends every session for good: reactivating later does not bring old tokens back.
   * The owner can't be deactivated: the shop always keeps the account that manages the team.
   */
  deactivate(): void {
    if (this.role === 'owner') throw new OwnerCannotBeDeactivated();
    if (this.active) this.tokenVersion += 1;
    this.active = false;
  }

  activate(): void {
    this.active = true;
  }
}
