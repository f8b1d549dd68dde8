import { Migration } from '@mikro-orm/migrations';

/**
 * An online booking keeps the client's `Idempotency-Key` (as its SHA-256 hash) and the fingerprint
 * of the request it came with: a retry of the same confirmation finds the booking it made instead
 * of booking again. One key books one appointment at most (a unique index, so two concurrent
 * requests with one key can't both insert).
 */
export class Migration20261127050000_booking_idempotency_key extends Migration {
  override up(): void {
    this.addSql('alter table appointment add column idempotency_key_hash text null, add column idempotency_fingerprint text null;');
    this.addSql(
      'create unique index appointment_idempotency_key_hash_unique on appointment (idempotency_key_hash) where idempotency_key_hash is not null;',
    );
  }

  override down(): void {
    this.addSql('drop index if exists appointment_idempotency_key_hash_unique;');
    this.addSql('alter table appointment drop column idempotency_key_hash, drop column idempotency_fingerprint;');
  }
}
