import { Migration } from '@mikro-orm/migrations';

/**
 * The waitlist (modules/waitlist): a client's entry (barber, service, 1–7 days, a part of the day) and
 * the offers of freed times made to entries. A pending offer holds its time: the booking module's day
 * snapshot reads `waitlist_offer` as it reads `appointment` (day-schedule.query.ts). Offers change state
 * only by conditional updates (`where status = 'pending'`). An entry is personal data: it goes with its
 * offers (`on delete cascade`) when it is left, erased or its days have passed.
 */
export class Migration20261128120000_waitlist extends Migration {
  override up(): void {
    this.addSql(`create table waitlist_entry (
      id uuid primary key,
      barber_id uuid not null references barber (id) on delete cascade,
      job_id uuid not null references job (id) on delete cascade,
      days date[] not null check (cardinality(days) between 1 and 7),
      last_day date not null,
      period text check (period in ('morning', 'afternoon')),
      client_name text not null check (char_length(client_name) between 1 and 200),
      client_contact text not null check (char_length(client_contact) between 8 and 15),
      client_contact_key text generated always as (contact_key(client_contact)) stored,
      push_endpoint text check (char_length(push_endpoint) <= 2048),
      push_p256dh text check (char_length(push_p256dh) <= 512),
      push_auth text check (char_length(push_auth) <= 512),
      manage_token_hash text not null unique,
      status text not null default 'waiting' check (status in ('waiting', 'booked')),
      created_at timestamptz not null default now()
    );`);
    this.addSql("create index waitlist_entry_barber_waiting on waitlist_entry (barber_id, created_at) where status = 'waiting';");
    this.addSql('create index waitlist_entry_contact on waitlist_entry (client_contact_key);');
    this.addSql('create index waitlist_entry_last_day on waitlist_entry (last_day);');
    this.addSql(`create table waitlist_offer (
      id uuid primary key,
      entry_id uuid not null references waitlist_entry (id) on delete cascade,
      barber_id uuid not null,
      job_id uuid not null,
      date date not null,
      hour smallint not null check (hour between 0 and 2330),
      slot_count smallint not null check (slot_count in (1, 2)),
      token_hash text not null unique,
      status text not null default 'pending' check (status in ('pending', 'taken', 'expired', 'withdrawn')),
      broadcast boolean not null default false,
      expires_at timestamptz not null,
      booking_id uuid references appointment (id) on delete set null deferrable initially deferred,
      created_at timestamptz not null default now()
    );`);
    this.addSql("create index waitlist_offer_pending on waitlist_offer (barber_id, date) where status = 'pending';");
    this.addSql('create index waitlist_offer_entry on waitlist_offer (entry_id);');
  }

  override down(): void {
    this.addSql('drop table if exists waitlist_offer;');
    this.addSql('drop table if exists waitlist_entry;');
  }
}
