import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LocalDate } from '../../../shared/time/local-date';
import { Booking } from '../domain/booking/booking.entity';
import { DepositDesk } from './deposit-desk';
import { KeptDeposit, keptDeposits } from './kept-deposits.query';

const LIVE = 'a.cancelled_at is null and a.deleted_at is null';

/**
 * The deposit's changes that race one another, each one conditional update of `appointment` (the only writer of that
 * table is this module): "Já paguei", the barber's confirmation, the refund done, and the hold's end. A confirmation
 * and an expiry never both win: the update waits for the row the other holds and then finds nothing to change.
 * Every update moves the booking's version on, so an entity loaded before it can't be saved over it.
 */
@Injectable()
export class BookingDeposits {
  constructor(
    private readonly em: EntityManager,
    private readonly desk: DepositDesk,
  ) {}

  /** "Já paguei": the first report extends the hold once by the hold time; answers the new hold end, or null (not pending, or reported before). */
  async reportPaid(bookingId: string, now: Date): Promise<Date | null> {
    const rows = await this.em.execute<{ hold_until: Date }[]>(
      `update appointment a set deposit_reported_paid_at = ?, deposit_hold_until = a.deposit_hold_until + a.deposit_hold_minutes * interval '1 minute',
              version = a.version + 1
        where a.id = ? and a.deposit_status = 'pending' and a.deposit_reported_paid_at is null and ${LIVE}
        returning a.deposit_hold_until as hold_until`,
      [now, bookingId],
    );
    return rows[0] ? new Date(rows[0].hold_until) : null;
  }

  /** "Sinal recebido": pending → confirmed, what was left to pay is paid, and the booking is paid in advance. False when it was not pending. */
  confirm(bookingId: string, now: Date): Promise<boolean> {
    return this.changed(
      `update appointment a set deposit_status = 'confirmed', deposit_confirmed_at = ?, previous_payment = true,
              deposit_paid_cents = a.deposit_cents - a.deposit_credit_cents, version = a.version + 1
        where a.id = ? and a.deposit_status = 'pending' and ${LIVE} returning a.id`,
      [now, bookingId],
    );
  }

  /** The shop paid back what it owed: the amount due becomes refunded (refund_due → refunded). False when nothing was due. */
  markRefunded(bookingId: string): Promise<boolean> {
    return this.changed(
      `update appointment a set deposit_refunded_cents = a.deposit_refunded_cents + a.deposit_refund_due_cents, deposit_refund_due_cents = 0,
              deposit_status = case when a.deposit_status = 'refund_due' then 'refunded' else a.deposit_status end, version = a.version + 1
        where a.id = ? and a.deposit_refund_due_cents > 0 returning a.id`,
      [bookingId],
    );
  }

  /**
   * The hold ended unpaid: the booking is cancelled (its slot is free) and its deposit settles as a cancellation's
   * would (credit given back, a Pix paid before a raise paid back or credited), with the row locked. Answers the
   * booking when it expired; otherwise whether it still waits, and until when (null when it no longer does).
   */
  expire(bookingId: string, now: Date): Promise<{ expired: Booking } | { expired: null; pendingUntil: Date | null }> {
    // A fork of its own (the hold's job runs outside any request); inside, the desk's writes join this transaction.
    return this.em.fork().transactional(async (em) => {
      const booking = await em.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      const deposit = booking?.isLive ? booking.deposit : null;
      if (!booking || !deposit?.isPending) return { expired: null, pendingUntil: null };
      if (deposit.holdUntil.getTime() > now.getTime()) return { expired: null, pendingUntil: deposit.holdUntil };
      await this.desk.onSettled(booking, booking.cancelByClient(now));
      await em.flush();
      return { expired: booking };
    });
  }

  /** The deposits the shop kept for a barber's no-shows on the days from `from` to `until` (excluded): commission splits them. */
  keptOf(barberId: string, from: LocalDate, until: LocalDate): Promise<KeptDeposit[]> {
    return keptDeposits(this.em, barberId, from, until);
  }

  private async changed(sql: string, params: unknown[]): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(sql, params);
    return rows.length > 0;
  }
}
