import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DepositFacts, DepositTermsOfShop } from './domain/deposit-policy';
import { PaymentSettings, SHOP_PAYMENT_SETTINGS_ID } from './domain/payment-settings.entity';

/** A service as a quote needs it; null when there is no such active service. */
export interface QuotedService {
  barberId: string;
  priceCents: number;
}

interface FactsRow {
  booked_before: boolean;
  no_show_before: boolean;
  service: { barberId: string; priceCents: number; marked: boolean } | null;
  credit_cents: number;
}

/** A contact's bookings as deposits see them: contacts compare by `contact_key`, a booking without one is nobody's. */
const OF_CONTACT = "a.client_contact_key = contact_key(?) and a.client_contact_key <> ''";
const UNUSED_CREDIT = "a.deposit_status = 'credited' and a.deposit_credit_used_by is null";

/**
 * The deposit's reads and writes on `appointment` (the booking module's table: a read model, and the
 * conditional updates that decide a deposit's state, each `where deposit_status = ...`, so two
 * decisions never both win). Runs on the caller's EntityManager: inside the booking's transaction
 * when a booking is made.
 */
@Injectable()
export class DepositStore {
  constructor(private readonly em: EntityManager) {}

  /** The shop's terms, or null when no Pix key was set or the deposit is off. */
  async terms(): Promise<DepositTermsOfShop | null> {
    const settings = await this.em.findOne(PaymentSettings, { id: SHOP_PAYMENT_SETTINGS_ID });
    if (!settings || settings.deposit.kind === 'off') return null;
    return {
      deposit: settings.deposit,
      appliesTo: settings.depositAppliesTo,
      holdMinutes: settings.holdMinutes,
      cancelInTime: settings.cancelInTime,
    };
  }

  /** The contact's history, its unused credit and the service (active), in one statement; `bookingId` (being made) is left out. */
  async facts(clientContact: string, serviceId: string, bookingId: string | null): Promise<{ facts: DepositFacts; service: QuotedService | null }> {
    const row = await this.em.execute<FactsRow>(
      `select
         exists (select 1 from appointment a where ${OF_CONTACT} and a.id is distinct from ?::uuid and a.deleted_at is null
                   and a.deposit_status is distinct from 'expired') as booked_before,
         exists (select 1 from appointment a where ${OF_CONTACT} and a.attendance = 'no_show' and a.deleted_at is null) as no_show_before,
         (select json_build_object('barberId', j.barber_id, 'priceCents', j.value_cents, 'marked', j.deposit_required)
            from job j where j.id = ?::uuid and j.active) as service,
         (select coalesce(sum(a.deposit_cents), 0)::int from appointment a where ${OF_CONTACT} and ${UNUSED_CREDIT}) as credit_cents`,
      [clientContact, bookingId, clientContact, serviceId, clientContact],
      'get',
    );
    const { service } = row;
    return {
      facts: {
        bookedBefore: row.booked_before,
        noShowBefore: row.no_show_before,
        serviceMarked: service?.marked ?? false,
        creditCents: row.credit_cents,
      },
      service: service && { barberId: service.barberId, priceCents: service.priceCents },
    };
  }

  /**
   * Uses the contact's oldest unused credits, as many as the deposit needs, for a booking being made
   * (under the contact's lock, inside its transaction: the reference is checked at commit). Answers
   * the credit used, in centavos; a credit is used whole.
   */
  async useCredits(clientContact: string, bookingId: string, neededCents: number): Promise<number> {
    const rows = await this.em.execute<{ deposit_cents: number }[]>(
      `with unused as (select a.id, a.deposit_cents, a.created_at from appointment a where ${OF_CONTACT} and ${UNUSED_CREDIT} for update),
       available as (select u.id, sum(u.deposit_cents) over (order by u.created_at, u.id) - u.deposit_cents as before from unused u)
       update appointment c set deposit_credit_used_by = ? from available v
        where c.id = v.id and v.before < ? returning c.deposit_cents`,
      [clientContact, bookingId, neededCents],
    );
    return rows.reduce((sum, row) => sum + row.deposit_cents, 0);
  }

  /** "Já paguei": the first report extends the hold once by the hold time; answers the new hold end, or null (not pending, or reported before). */
  async reportPaid(bookingId: string, now: Date): Promise<Date | null> {
    const rows = await this.em.execute<{ hold_until: Date }[]>(
      `update appointment a set deposit_reported_paid_at = ?, deposit_hold_until = a.deposit_hold_until + a.deposit_hold_minutes * interval '1 minute'
        where a.id = ? and a.deposit_status = 'pending' and a.deposit_reported_paid_at is null and a.cancelled_at is null and a.deleted_at is null
        returning a.deposit_hold_until as hold_until`,
      [now, bookingId],
    );
    return rows[0] ? new Date(rows[0].hold_until) : null;
  }

  /** "Sinal recebido": pending → confirmed, and the booking is paid in advance. False when it was not pending. */
  async confirm(bookingId: string, now: Date): Promise<boolean> {
    return this.changed(
      `update appointment a set deposit_status = 'confirmed', deposit_confirmed_at = ?, previous_payment = true
        where a.id = ? and a.deposit_status = 'pending' and a.cancelled_at is null and a.deleted_at is null returning a.id`,
      [now, bookingId],
    );
  }

  /**
   * Uses up the push Confirmar's capability (by its hash) if it has not ended: answers its booking's id, or null
   * (unknown, used or past the hold). Inside the confirmation's transaction, so a refused confirmation keeps it.
   */
  async takeConfirmToken(tokenHash: string, now: Date): Promise<string | null> {
    const rows = await this.em.execute<{ appointment_id: string }[]>(
      'delete from deposit_confirm_token where token_hash = ? and expires_at > ? returning appointment_id',
      [tokenHash, now],
    );
    return rows[0]?.appointment_id ?? null;
  }

  /** The shop paid a deposit back: refund_due → refunded. */
  async markRefunded(bookingId: string): Promise<boolean> {
    return this.changed(`update appointment a set deposit_status = 'refunded' where a.id = ? and a.deposit_status = 'refund_due' returning a.id`, [
      bookingId,
    ]);
  }

  /**
   * The hold ended unpaid: pending → expired, and the booking is cancelled (its slot is free). Answers
   * whether it did; otherwise, the deposit's status and hold end as they are now (null when gone).
   */
  async expire(bookingId: string, now: Date): Promise<{ expired: true } | { expired: false; pendingUntil: Date | null }> {
    const em = this.em.fork();
    const expired = await this.changed(
      `update appointment a set deposit_status = 'expired', cancelled_at = ?
        where a.id = ? and a.deposit_status = 'pending' and a.cancelled_at is null and a.deleted_at is null and a.deposit_hold_until <= ?
        returning a.id`,
      [now, bookingId, now],
      em,
    );
    if (expired) return { expired: true };
    const [row] = await em.execute<{ hold_until: Date }[]>(
      `select a.deposit_hold_until as hold_until from appointment a
        where a.id = ? and a.deposit_status = 'pending' and a.cancelled_at is null and a.deleted_at is null`,
      [bookingId],
    );
    return { expired: false, pendingUntil: row ? new Date(row.hold_until) : null };
  }

  private async changed(sql: string, params: unknown[], em: EntityManager = this.em): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(sql, params);
    return rows.length > 0;
  }
}
