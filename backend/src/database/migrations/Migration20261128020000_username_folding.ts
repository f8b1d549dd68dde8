import { Migration } from '@mikro-orm/migrations';
import { Logger } from '@nestjs/common';
import { usernameSkeleton } from '../../modules/barbers/domain/username';

interface StoredBarber {
  id: string;
  username: string;
}

/**
 * Usernames that differ only in accents, case, punctuation or spaces ("João", "Jóao", "Joao." next
 * to "Joao", "Marcós" next to "Marcos") are one name now: usernameSkeleton() folds them
 * (domain/username.ts), and every stored skeleton is recomputed with it.
 *
 * Names accepted before may now fold together. The migration does not fail on them and keeps every
 * account as it is: as Migration20261127020000_username_skeleton did, the oldest of each group
 * keeps the plain skeleton and the others get theirs suffixed with their id (no name folds to a
 * "#"), so each still logs in by its own name (logins go by username_key, untouched) and no new
 * name can fold like any of them. Each such group is logged, for the owner to rename if they wish.
 */
export class Migration20261128020000_username_folding extends Migration {
  override async up(): Promise<void> {
    const barbers = (await this.execute('select id, username from barber order by created_at, id')) as StoredBarber[];
    // Rows swap values (a newer "Joao" takes the plain key an older "Joao." leaves): unique again once all are written.
    await this.execute('drop index barber_username_skeleton_unique');
    for (const [id, skeleton] of foldedSkeletons(barbers)) {
      await this.execute('update barber set username_skeleton = ? where id = ?', [skeleton, id]);
    }
    this.addSql('create unique index barber_username_skeleton_unique on barber (username_skeleton);');
  }

  /** The folded skeletons stay: they only refuse more new names than the earlier ones did. */
  override down(): void {}
}

/** Each barber's skeleton by id: the plain one for the oldest of a group that folds alike, suffixed for the others. */
function foldedSkeletons(barbers: StoredBarber[]): Map<string, string> {
  const oldestBySkeleton = new Map<string, StoredBarber>();
  const stored = new Map<string, string>();
  for (const barber of barbers) {
    const skeleton = usernameSkeleton(barber.username);
    const oldest = oldestBySkeleton.get(skeleton);
    if (oldest)
      new Logger('Migration').warn(
        `Username "${barber.username}" now reads as "${oldest.username}" (an older account): both still log in; no new name may look like either.`,
      );
    else oldestBySkeleton.set(skeleton, barber);
    stored.set(barber.id, oldest ? `${skeleton}#${barber.id}` : skeleton);
  }
  return stored;
}
