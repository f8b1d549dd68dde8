import { Migration } from '@mikro-orm/migrations';

/**
 * Advances (*vales*, modules/commission): money the owner gave a barber on a shop-local day, deducted from the payout
 * of the period holding that day. Centavos, more than 0 and at most R$ 100.000,00 (the fixed rate's ceiling); a note
 * of 200 characters at most. A row is added or deleted, never edited; the owner can't do either on a paid day (the
 * app checks it under the barber's commission lock).
 */
export class Migration20261206300000_commission_advances extends Migration {
  override up(): void {
    this.addSql(`create table commission_advance (
      id uuid primary key,
      barber_id uuid not null references barber (id),
      day date not null check (day between '2000-01-01' and '9999-12-31'),
      amount_cents integer not null check (amount_cents between 1 and 10000000),
      note text not null default '' check (char_length(note) <= 200),
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index commission_advance_barber_day on commission_advance (barber_id, day);');
  }

  override down(): void {
    this.addSql('drop table if exists commission_advance;');
  }
}
