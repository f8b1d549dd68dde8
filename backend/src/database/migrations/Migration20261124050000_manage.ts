import { Migration } from '@mikro-orm/migrations';

/**
 * The client manages their booking, and the barber records who came:
 * - `manage_token_hash`: SHA-256 (hex) of the booking's manage token; the token itself is never stored.
 * - `cancelled_at`: the client cancelled it. Unlike the barber's trash (`deleted_at`) it stays in the
 *   agenda, shown as cancelled; either one frees the slot, so the no-overlap constraint now covers
 *   only rows that are neither trashed nor cancelled.
 * - `attendance`: the barber marked a past appointment as attended or no-show (null: not marked).
 */
export class Migration20261124050000_manage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table appointment
      add column manage_token_hash text null check (manage_token_hash ~ '^[0-9a-f]{64}$'),
      add column cancelled_at timestamptz null,
      add column attendance text null check (attendance in ('attended', 'no_show')),
      add constraint appointment_cancelled_never_attended check (cancelled_at is null or attendance is null);`);
    this.addSql('create unique index appointment_manage_token_unique on appointment (manage_token_hash);');
    this.addSql('alter table appointment drop constraint appointment_no_overlap;');
    this.addSql(`alter table appointment add constraint appointment_no_overlap exclude using gist (
      barber_id with =,
      tsrange(starts_at, ends_at, '[)') with &&
    ) where (deleted_at is null and cancelled_at is null);`);
    this.addSql(`create index appointment_no_show_idx on appointment (barber_id, client_contact) where attendance = 'no_show';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists appointment_no_show_idx;');
    this.addSql('alter table appointment drop constraint appointment_no_overlap;');
    this.addSql(`alter table appointment add constraint appointment_no_overlap exclude using gist (
      barber_id with =,
      tsrange(starts_at, ends_at, '[)') with &&
    ) where (deleted_at is null);`);
    this.addSql('drop index if exists appointment_manage_token_unique;');
    this.addSql(`alter table appointment drop constraint appointment_cancelled_never_attended,
      drop column attendance, drop column cancelled_at, drop column manage_token_hash;`);
  }
}
