import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

export type BarberRole = 'owner' | 'barber';

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

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  constructor(username: string, passwordHash: string, role: BarberRole) {
    this.username = username;
    this.passwordHash = passwordHash;
    this.role = role;
  }
}
