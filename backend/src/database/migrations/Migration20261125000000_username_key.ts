import { Migration } from '@mikro-orm/migrations';
import { usernameKey } from '../../modules/barbers/domain/username';

/**
 * Usernames are unique by their key (NFKC, case-folded: domain/username.ts) rather than by
 * lower(username), so look-alike forms of one name can't be two accounts. Existing rows get their
 * key computed by the same code the app uses.
 */
export class Migration20261125000000_username_key extends Migration {
  override async up(): Promise<void> {
    await this.execute('alter table barber add column username_key text');
    const barbers = (await this.execute('select id, username from barber')) as { id: string; username: string }[];
    for (const barber of barbers) await this.execute('update barber set username_key = ? where id = ?', [usernameKey(barber.username), barber.id]);
    this.addSql('alter table barber alter column username_key set not null;');
    this.addSql('drop index barber_username_unique;');
    this.addSql('create unique index barber_username_key_unique on barber (username_key);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index barber_username_key_unique;');
    this.addSql('create unique index barber_username_unique on barber (lower(username));');
    this.addSql('alter table barber drop column username_key;');
  }
}
