import { Migration } from '@mikro-orm/migrations';

/**
 * The schema of the shop. Written by hand because MikroORM does not model the exclusion
 * constraint that makes a double booking impossible: every live appointment holds the
 * half-open range [starts_at, ends_at) of one or two 30-minute slots, and no two live
 * ranges of one barber may overlap (SQLSTATE 23P01 on violation).
 */
export class Migration20261123000000_initial extends Migration {
  override up(): void {
    this.addSql('create extension if not exists btree_gist;');

    this.addSql(`create table barber (
      id uuid primary key,
      username text not null,
      password_hash text not null,
      email text null,
      role text not null check (role in ('owner', 'barber')),
      active boolean not null default true,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create unique index barber_username_unique on barber (lower(username));');

    this.addSql(`create table job (
      id uuid primary key,
      barber_id uuid not null references barber (id),
      name text not null check (length(btrim(name)) > 0),
      value_cents integer not null check (value_cents >= 100),
      double_time boolean not null default false,
      active boolean not null default true,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index job_barber_idx on job (barber_id);');

    this.addSql(`create table hour_slot (
      id uuid primary key,
      barber_id uuid not null references barber (id) on delete cascade,
      hour integer not null check (hour between 0 and 2330 and hour % 100 in (0, 30)),
      available boolean not null default true,
      constraint hour_slot_barber_hour_unique unique (barber_id, hour)
    );`);

    this.addSql(`create table weekday_off (
      barber_id uuid not null references barber (id) on delete cascade,
      weekday smallint not null check (weekday between 0 and 6),
      primary key (barber_id, weekday)
    );`);

    this.addSql(`create table unavailable (
      id uuid primary key,
      barber_id uuid not null references barber (id) on delete cascade,
      day smallint not null check (day between 1 and 31),
      month smallint not null check (month between 0 and 11),
      year integer not null check (year between 2000 and 9999),
      hour integer not null check (hour between 0 and 2330 and hour % 100 in (0, 30)),
      constraint unavailable_entry_unique unique (barber_id, year, month, day, hour)
    );`);

    this.addSql(`create table appointment (
      id uuid primary key,
      barber_id uuid not null references barber (id),
      job_id uuid not null references job (id),
      client_name text not null,
      client_contact text not null,
      hour integer not null check (hour between 0 and 2330 and hour % 100 in (0, 30)),
      day smallint not null check (day between 1 and 31),
      month smallint not null check (month between 0 and 11),
      year integer not null check (year between 2000 and 9999),
      slot_count smallint not null check (slot_count in (1, 2)),
      price_cents integer not null check (price_cents >= 0),
      previous_payment boolean not null default false,
      push_endpoint text null,
      push_p256dh text null,
      push_auth text null,
      created_at timestamptz not null default now(),
      deleted_at timestamptz null,
      starts_at timestamp generated always as (make_timestamp(year, month + 1, day, hour / 100, hour % 100, 0)) stored,
      ends_at timestamp generated always as (
        make_timestamp(year, month + 1, day, hour / 100, hour % 100, 0) + slot_count * interval '30 minutes'
      ) stored,
      constraint appointment_no_overlap exclude using gist (
        barber_id with =,
        tsrange(starts_at, ends_at, '[)') with &&
      ) where (deleted_at is null)
    );`);
    this.addSql('create index appointment_barber_starts_idx on appointment (barber_id, starts_at) where deleted_at is null;');
    this.addSql('create index appointment_contact_idx on appointment (client_contact, starts_at) where deleted_at is null;');
  }

  override down(): void {
    for (const table of ['appointment', 'unavailable', 'weekday_off', 'hour_slot', 'job', 'barber']) {
      this.addSql(`drop table if exists ${table};`);
    }
  }
}
