import { Migration } from '@mikro-orm/migrations';

/**
 * The barbers' commission rates (modules/commission), with their history: a change is a new row from its start
 * date (`starts_on`, a shop-local day), never an edit, so a past statement reads the rate it had. A row is the
 * barber's general rate (`job_id` null) or one service's. Exactly one of a percentage of the booking's price
 * (`percent_bp`, basis points: 4250 = 42,5 %) and a fixed amount per attended booking (`fixed_cents`). One row
 * per barber, service (or none) and start day: the unique index reads a missing service as one value.
 */
export class Migration20261206200000_commission_rates extends Migration {
  override up(): void {
    this.addSql(`create table commission_rate (
      id uuid primary key,
      barber_id uuid not null references barber (id),
      job_id uuid null references job (id),
      percent_bp integer null check (percent_bp between 0 and 10000),
      fixed_cents integer null check (fixed_cents between 0 and 10000000),
      starts_on date not null check (starts_on between '2000-01-01' and '9999-12-31'),
      created_at timestamptz not null default now(),
      constraint commission_rate_one_amount check ((percent_bp is null) <> (fixed_cents is null))
    );`);
    this.addSql(`create unique index commission_rate_start_unique
      on commission_rate (barber_id, coalesce(job_id, '00000000-0000-0000-0000-000000000000'::uuid), starts_on);`);
  }

  override down(): void {
    this.addSql('drop table if exists commission_rate;');
  }
}
