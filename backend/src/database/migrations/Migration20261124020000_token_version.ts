import { Migration } from '@mikro-orm/migrations';

/**
 * A barber's token version: every login token carries the version it was issued under, and a
 * password change or reset and a deactivation raise it, which ends every older token.
 */
export class Migration20261124020000_token_version extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table barber add column token_version integer not null default 0;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table barber drop column token_version;');
  }
}
