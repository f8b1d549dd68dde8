import { Migration } from '@mikro-orm/migrations';
import { usernameSkeleton } from '../../modules/barbers/domain/username';

/**
 * Usernames that look alike can't be two accounts: each barber gets the TR39 skeleton of their
 * name (domain/username.ts), unique. Existing rows get it from the same code the app uses; when two
 * existing names already look alike, the older keeps the plain skeleton and the others get theirs
 * suffixed with their id (no typed name can contain "#"), so every account still logs in and no
 * new name can look like either. The column stays nullable so rows written by hand (benchmark seed,
 * migration tests) need not compute it; the app always writes it.
 */
export class Migration20261127020000_username_skeleton extends Migration {
  override async up(): Promise<void> {
    await this.execute('alter table barber add column username_skeleton text');
    const barbers = (await this.execute('select id, username from barber order by created_at, id')) as { id: string; username: string }[];
    const taken = new Set<string>();
    for (const barber of barbers) {
      const skeleton = usernameSkeleton(barber.username);
      const stored = taken.has(skeleton) ? `${skeleton}#${barber.id}` : skeleton;
      taken.add(skeleton);
      await this.execute('update barber set username_skeleton = ? where id = ?', [stored, barber.id]);
    }
    this.addSql('create unique index barber_username_skeleton_unique on barber (username_skeleton);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index barber_username_skeleton_unique;');
    this.addSql('alter table barber drop column username_skeleton;');
  }
}
