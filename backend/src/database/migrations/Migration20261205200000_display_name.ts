import { Migration } from '@mikro-orm/migrations';

/**
 * A barber's display name, the one clients see (the username stays the login). Every barber gets their
 * username as it: the column is never null, so every reader (the views, the waitlist's, the pushes' and
 * the day's queries) reads this one column, with no "or else the username" anywhere, and clients see
 * what they saw before until the barber sets one. Its look-alike key (domain/display-name.ts) is the
 * username's skeleton with "i" read as "l", unique: two barbers can't show clients names that look the same.
 * Two usernames whose skeletons differ only there ("SILVA" and "silva") would now be one key: as the
 * username_skeleton migration did, the older keeps it and the others get theirs suffixed with their id.
 * Nullable, as the username's is, for rows written by hand.
 */
export class Migration20261205200000_display_name extends Migration {
  override up(): void {
    this.addSql('alter table barber add column display_name text, add column display_name_skeleton text;');
    this.addSql(`update barber b set display_name = b.username,
        display_name_skeleton = case when folded.rank = 1 then folded.skeleton else folded.skeleton || '#' || b.id end
      from (select id, replace(username_skeleton, 'i', 'l') as skeleton,
                   row_number() over (partition by replace(username_skeleton, 'i', 'l') order by created_at, id) as rank
              from barber) folded
      where folded.id = b.id;`);
    this.addSql('alter table barber alter column display_name set not null;');
    this.addSql('create unique index barber_display_name_skeleton_unique on barber (display_name_skeleton);');
  }

  override down(): void {
    this.addSql('drop index barber_display_name_skeleton_unique;');
    this.addSql('alter table barber drop column display_name_skeleton, drop column display_name;');
  }
}
