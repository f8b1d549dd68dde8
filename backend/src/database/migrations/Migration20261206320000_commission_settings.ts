import { Migration } from '@mikro-orm/migrations';

/**
 * The shop's commission settings (modules/commission): one row, kept so by its key (id = 1), absent until the owner
 * first saves them. `split_kept_deposits`: a deposit the shop kept for a no-show is split by the barber's rate (true)
 * or stays the shop's (false, the default when there is no row). A payout stores the value it was computed with.
 */
export class Migration20261206320000_commission_settings extends Migration {
  override up(): void {
    this.addSql(`create table commission_settings (
      id smallint primary key default 1 check (id = 1),
      split_kept_deposits boolean not null default false,
      updated_at timestamptz not null default now()
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists commission_settings;');
  }
}
