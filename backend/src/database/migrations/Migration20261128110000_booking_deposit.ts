import { Migration } from '@mikro-orm/migrations';

/**
 * The Pix deposit ("sinal") of a booking (modules/payments, booking/domain/booking-deposit.ts): the
 * deposit block's columns on `appointment`, all null on a booking without one, and the services a
 * barber marks as needing one (`job.deposit_required`). A cancelled-in-time deposit kept as credit
 * stays on its booking (`deposit_status = 'credited'`) until a later booking of the contact uses it
 * (`deposit_credit_used_by`, checked at commit: the credit is taken before the new booking's row is
 * written, in the same transaction). The checks repeat the domain's states.
 */
export class Migration20261128110000_booking_deposit extends Migration {
  override up(): void {
    this.addSql('alter table job add column deposit_required boolean not null default false;');
    this.addSql(`alter table appointment
      add column deposit_cents integer check (deposit_cents > 0),
      add column deposit_status text
        check (deposit_status in ('pending', 'confirmed', 'expired', 'refund_due', 'refunded', 'credited', 'kept')),
      add column deposit_hold_minutes smallint check (deposit_hold_minutes between 1 and 240),
      add column deposit_hold_until timestamptz,
      add column deposit_reported_paid_at timestamptz,
      add column deposit_confirmed_at timestamptz,
      add column deposit_cancel_in_time text check (deposit_cancel_in_time in ('refund', 'credit')),
      add column deposit_credit_cents integer check (deposit_credit_cents >= 0),
      add column deposit_credit_used_by uuid references appointment (id) on delete set null deferrable initially deferred,
      add constraint appointment_deposit_whole check (
        (deposit_status is null and deposit_cents is null and deposit_hold_until is null and deposit_credit_cents is null)
        or (deposit_status is not null and deposit_cents is not null and deposit_hold_minutes is not null
            and deposit_hold_until is not null and deposit_cancel_in_time is not null
            and deposit_credit_cents is not null and deposit_credit_cents <= deposit_cents)
      );`);
    this.addSql(`create index appointment_unused_deposit_credit on appointment (client_contact_key)
      where deposit_status = 'credited' and deposit_credit_used_by is null;`);
  }

  override down(): void {
    this.addSql('drop index if exists appointment_unused_deposit_credit;');
    this.addSql(`alter table appointment drop constraint if exists appointment_deposit_whole,
      drop column if exists deposit_cents, drop column if exists deposit_status, drop column if exists deposit_hold_minutes,
      drop column if exists deposit_hold_until, drop column if exists deposit_reported_paid_at,
      drop column if exists deposit_confirmed_at, drop column if exists deposit_cancel_in_time,
      drop column if exists deposit_credit_cents, drop column if exists deposit_credit_used_by;`);
    this.addSql('alter table job drop column if exists deposit_required;');
  }
}
