import { Migration } from '@mikro-orm/migrations';

/**
 * Counters of the anonymous-call limits, shared by every app instance: one row per limit, client
 * address and fixed time window. Rows are deleted once their window has ended (`expires_at`).
 */
export class Migration20261124010000_rate_limit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table rate_limit_counter (
      bucket text not null,
      address text not null,
      window_start timestamptz not null,
      expires_at timestamptz not null,
      hits integer not null check (hits > 0),
      primary key (bucket, address, window_start)
    );`);
    this.addSql('create index rate_limit_counter_expires_idx on rate_limit_counter (expires_at);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists rate_limit_counter;');
  }
}
