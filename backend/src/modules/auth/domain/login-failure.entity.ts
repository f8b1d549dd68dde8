import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One failed login, kept for the throttle window. Stored in the database so every app instance sees it. */
@Entity({ tableName: 'login_failure' })
export class LoginFailure {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id: string;

  @Property({ type: 'text' })
  usernameKey: string;

  @Property({ type: 'text' })
  address: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  failedAt: Date = new Date();

  constructor(usernameKey: string, address: string) {
    this.usernameKey = usernameKey;
    this.address = address;
  }
}
