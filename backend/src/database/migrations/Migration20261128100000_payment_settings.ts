import { Migration } from '@mikro-orm/migrations';

/**
 * The shop's Pix key and deposit terms (modules/payments): one row, kept so by its key (id = 1). The
 * checks repeat the domain's rules (payment-terms.ts, pix-key.ts, br-code.ts), so no other write path
 * stores a key, a name or a deposit the BR Code could not carry.
 */
export class Migration20261128100000_payment_settings extends Migration {
  override up(): void {
    this.addSql(`create table payment_settings (
      id smallint primary key default 1 check (id = 1),
      pix_key_kind text not null check (pix_key_kind in ('cpf', 'cnpj', 'email', 'phone', 'random')),
      pix_key text not null check (char_length(pix_key) between 1 and 77),
      receiver_name text not null check (receiver_name ~ '^[A-Z0-9]+( [A-Z0-9]+)*$' and char_length(receiver_name) <= 25),
      receiver_city text not null check (receiver_city ~ '^[A-Z0-9]+( [A-Z0-9]+)*$' and char_length(receiver_city) <= 15),
      deposit_rule text not null check (deposit_rule in ('off', 'percent', 'fixed')),
      deposit_percent smallint check (deposit_percent between 1 and 100),
      deposit_cents integer check (deposit_cents between 100 and 10000000),
      deposit_applies_to text not null check (deposit_applies_to in ('always', 'first_booking', 'past_no_show', 'marked_services')),
      hold_minutes smallint not null default 15 check (hold_minutes between 5 and 120),
      cancel_in_time text not null check (cancel_in_time in ('refund', 'credit')),
      updated_at timestamptz not null default now(),
      constraint payment_settings_deposit_amount check (
        (deposit_rule = 'off' and deposit_percent is null and deposit_cents is null)
        or (deposit_rule = 'percent' and deposit_percent is not null and deposit_cents is null)
        or (deposit_rule = 'fixed' and deposit_cents is not null and deposit_percent is null)
      )
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists payment_settings;');
  }
}
