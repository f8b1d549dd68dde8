import { Migration } from '@mikro-orm/migrations';

/** Barbers' devices with notifications on. The job queue (pg-boss) creates its own schema, `pgboss`, at start. */
export class Migration20261124060000_barber_devices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table barber_device (
      id uuid primary key,
      barber_id uuid not null references barber (id) on delete cascade,
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index barber_device_barber_idx on barber_device (barber_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists barber_device;');
  }
}
