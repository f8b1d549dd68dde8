import { Migration } from '@mikro-orm/migrations';

/** Login throttling shared by every app instance, and barbers' photos. */
export class Migration20261123010000_auth extends Migration {
  override up(): void {
    this.addSql(`create table login_failure (
      id bigserial primary key,
      username_key text not null,
      address text not null,
      failed_at timestamptz not null default now()
    );`);
    this.addSql('create index login_failure_username_idx on login_failure (username_key, failed_at);');
    this.addSql('create index login_failure_address_idx on login_failure (address, failed_at);');

    this.addSql(`create table barber_photo (
      barber_id uuid primary key references barber (id) on delete cascade,
      content bytea not null,
      content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
      file_name text not null,
      size integer not null check (size > 0 and size <= 2097152),
      updated_at timestamptz not null default now()
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists barber_photo;');
    this.addSql('drop table if exists login_failure;');
  }
}
