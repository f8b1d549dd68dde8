import { Migration } from '@mikro-orm/migrations';

/**
 * Paid periods (*repasse pago*, modules/commission): a barber's period from `period_from` to `period_to` (both
 * included) with its figures frozen in centavos when the owner paid it, the kept-deposit setting it was computed with,
 * and its lines without client names (`lines`, jsonb). Two paid periods of one barber never overlap: the exclusion
 * constraint `commission_payout_no_overlap` (btree_gist, made by the first migration) is the last word under
 * concurrent requests. `paid_cents` may be below 0 when the advances passed the barber's part (the barber owes it).
 */
export class Migration20261206310000_commission_payouts extends Migration {
  override up(): void {
    this.addSql(`create table commission_payout (
      id uuid primary key,
      barber_id uuid not null references barber (id),
      period_from date not null check (period_from >= '2000-01-01'),
      period_to date not null check (period_to <= '9999-12-31'),
      appointments integer not null check (appointments >= 0),
      gross_cents bigint not null check (gross_cents >= 0),
      shop_cents bigint not null,
      barber_cents bigint not null check (barber_cents >= 0),
      kept_deposits_cents bigint not null check (kept_deposits_cents >= 0),
      kept_deposits_commission_cents bigint not null check (kept_deposits_commission_cents >= 0),
      advances_cents bigint not null check (advances_cents >= 0),
      adjustment_cents bigint not null,
      paid_cents bigint not null,
      split_kept_deposits boolean not null,
      lines jsonb not null check (jsonb_typeof(lines) = 'object'),
      paid_at timestamptz not null default now(),
      constraint commission_payout_period check (period_from <= period_to and period_to - period_from < 366),
      constraint commission_payout_sum check (paid_cents = barber_cents + kept_deposits_commission_cents + adjustment_cents - advances_cents),
      constraint commission_payout_no_overlap exclude using gist (barber_id with =, daterange(period_from, period_to, '[]') with &&)
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists commission_payout;');
  }
}
