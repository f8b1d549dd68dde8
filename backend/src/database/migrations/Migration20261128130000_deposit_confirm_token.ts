import { Migration } from '@mikro-orm/migrations';

/**
 * The barber's push Confirmar (a deposit the client says is paid): one single-use capability per push sent,
 * stored only as the SHA-256 of its 256-bit token, bound to its booking and ending when the deposit's hold does.
 * Written by the notifications module when it sends the push, used up by the payments module's confirmation.
 */
export class Migration20261128130000_deposit_confirm_token extends Migration {
  override up(): void {
    this.addSql(`create table deposit_confirm_token (
      token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
      appointment_id uuid not null references appointment (id) on delete cascade,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index deposit_confirm_token_appointment_idx on deposit_confirm_token (appointment_id);');
    this.addSql('create index deposit_confirm_token_expires_idx on deposit_confirm_token (expires_at);');
  }

  override down(): void {
    this.addSql('drop table if exists deposit_confirm_token;');
  }
}
