import { Migration } from '@mikro-orm/migrations';

/**
 * The deposit's money, each amount in centavos of its own (booking/domain/booking-deposit.ts):
 * - `deposit_paid_cents`: the Pix the barber confirmed that still counts for the booking;
 * - `deposit_refund_due_cents` / `deposit_refunded_cents`: what the shop owes back, and paid back;
 * - `deposit_credited_cents`: what became the client's credit.
 * A deposit lowered by a change of service, or left by a cancellation, moves money out of `paid` into one of the
 * others, so `paid + refund_due + refunded + credited` is what the shop received. `deposit_cents` may reach 0 (a
 * change to a service that asks none, with money still to give back).
 *
 * Credit moves to a ledger of its own (modules/payments): `deposit_credit`, one row per amount a booking earned, with
 * what is left of it (partly used credit keeps its remainder), and the hash of the earning booking's manage token,
 * the proof its holder shows to spend it; `deposit_credit_use`, which booking took how much of which credit (given
 * back when that booking's deposit ends unpaid or is cancelled). The old `deposit_credit_used_by` becomes these rows.
 *
 * `appointment.version` makes every change of a booking through the ORM a conditional update (optimistic lock): a
 * barber's confirmation and a client's change of service can't overwrite each other.
 */
export class Migration20261205100000_deposit_money extends Migration {
  override up(): void {
    this.addSql(`alter table appointment
      add column version integer not null default 1,
      add column deposit_paid_cents integer check (deposit_paid_cents >= 0),
      add column deposit_refund_due_cents integer check (deposit_refund_due_cents >= 0),
      add column deposit_refunded_cents integer check (deposit_refunded_cents >= 0),
      add column deposit_credited_cents integer check (deposit_credited_cents >= 0),
      drop constraint if exists appointment_deposit_cents_check,
      add constraint appointment_deposit_cents_check check (deposit_cents >= 0);`);
    this.addSql(`update appointment set
        deposit_paid_cents = case when deposit_status in ('confirmed', 'kept') then deposit_cents - deposit_credit_cents else 0 end,
        deposit_refund_due_cents = case when deposit_status = 'refund_due' then deposit_cents else 0 end,
        deposit_refunded_cents = case when deposit_status = 'refunded' then deposit_cents else 0 end,
        deposit_credited_cents = case when deposit_status = 'credited' then deposit_cents else 0 end
      where deposit_status is not null;`);
    this.addSql(`alter table appointment add constraint appointment_deposit_money check (
      deposit_status is null
      or (deposit_paid_cents is not null and deposit_refund_due_cents is not null
          and deposit_refunded_cents is not null and deposit_credited_cents is not null));`);
    this.addSql(`create table deposit_credit (
      id uuid primary key,
      earned_by uuid not null references appointment (id) on delete cascade,
      contact_key text not null,
      proof_hash text check (proof_hash ~ '^[0-9a-f]{64}$'),
      cents integer not null check (cents > 0),
      remaining_cents integer not null check (remaining_cents between 0 and cents),
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index deposit_credit_proof_idx on deposit_credit (proof_hash) where remaining_cents > 0;');
    this.addSql('create index deposit_credit_earned_by_idx on deposit_credit (earned_by);');
    this.addSql(`create table deposit_credit_use (
      credit_id uuid not null references deposit_credit (id) on delete cascade,
      booking_id uuid not null references appointment (id) on delete cascade deferrable initially deferred,
      cents integer not null check (cents > 0),
      created_at timestamptz not null default now(),
      primary key (credit_id, booking_id)
    );`);
    this.addSql('create index deposit_credit_use_booking_idx on deposit_credit_use (booking_id);');
    this.addSql(`insert into deposit_credit (id, earned_by, contact_key, proof_hash, cents, remaining_cents, created_at)
      select a.id, a.id, a.client_contact_key, a.manage_token_hash, a.deposit_cents,
             case when a.deposit_credit_used_by is null then a.deposit_cents else 0 end, coalesce(a.cancelled_at, a.created_at)
        from appointment a where a.deposit_status = 'credited' and a.deposit_cents > 0;`);
    this.addSql(`insert into deposit_credit_use (credit_id, booking_id, cents)
      select a.id, a.deposit_credit_used_by, a.deposit_cents from appointment a
       where a.deposit_status = 'credited' and a.deposit_credit_used_by is not null and a.deposit_cents > 0;`);
    this.addSql('drop index if exists appointment_unused_deposit_credit;');
    this.addSql('alter table appointment drop column deposit_credit_used_by;');
  }

  override down(): void {
    this.addSql(
      'alter table appointment add column deposit_credit_used_by uuid references appointment (id) on delete set null deferrable initially deferred;',
    );
    this.addSql(`update appointment a set deposit_credit_used_by = u.booking_id
      from deposit_credit_use u join deposit_credit c on c.id = u.credit_id where c.earned_by = a.id;`);
    this.addSql('drop table if exists deposit_credit_use;');
    this.addSql('drop table if exists deposit_credit;');
    this.addSql(`alter table appointment drop constraint if exists appointment_deposit_money,
      drop column if exists version, drop column if exists deposit_paid_cents, drop column if exists deposit_refund_due_cents,
      drop column if exists deposit_refunded_cents, drop column if exists deposit_credited_cents;`);
    this.addSql(`create index appointment_unused_deposit_credit on appointment (client_contact_key)
      where deposit_status = 'credited' and deposit_credit_used_by is null;`);
  }
}
