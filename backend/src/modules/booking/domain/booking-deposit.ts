import { Embeddable, Property } from '@mikro-orm/core';

/**
 * Where a booking's Pix deposit ("sinal") stands:
 * - `pending`: *aguardando sinal*, the slot held until `holdUntil`;
 * - `confirmed`: the barber saw the Pix (or an earlier credit covered it all);
 * - `expired`: not paid in time (or the client cancelled before paying): the booking was cancelled;
 * - `refund_due` / `refunded`: the client cancelled in time and the shop pays it back, then did;
 * - `credited`: the client cancelled in time and the shop keeps it as credit for the contact's next booking;
 * - `kept`: a no-show; the shop keeps it.
 */
export const DEPOSIT_STATUSES = ['pending', 'confirmed', 'expired', 'refund_due', 'refunded', 'credited', 'kept'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** What a cancellation in time does with a confirmed deposit, as the shop's terms said when the booking was made. */
export type DepositCancelOutcome = 'refund' | 'credit';

/** The deposit a booking asks for, decided by the shop's terms when it is made. */
export interface DepositTerms {
  /** The whole deposit, in centavos (> 0). */
  cents: number;
  holdMinutes: number;
  cancelInTime: DepositCancelOutcome;
  /** The part an earlier credit of the contact covers (0 … cents). */
  creditCents: number;
}

const MINUTE_MS = 60_000;

/**
 * The deposit block of a booking (columns `deposit_*` of `appointment`; null when none was asked).
 * A pending deposit holds the slot like any live booking; the hold's end, the barber's confirmation
 * and the expiry are decided by conditional updates (`where deposit_status = 'pending'`), so a
 * confirmation and an expiry never both win.
 */
@Embeddable()
export class BookingDeposit {
  @Property({ type: 'integer', nullable: true })
  cents!: number;

  @Property({ type: 'text', nullable: true })
  status!: DepositStatus;

  @Property({ type: 'smallint', nullable: true })
  holdMinutes!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  holdUntil!: Date;

  /** When the client said "Já paguei" (the hold was extended once then). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  reportedPaidAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  confirmedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  cancelInTime!: DepositCancelOutcome;

  @Property({ type: 'integer', nullable: true })
  creditCents: number = 0;

  /** On a `credited` deposit: the later booking that used the credit (null while unused). */
  @Property({ type: 'uuid', nullable: true })
  creditUsedBy: string | null = null;

  /** A new booking's deposit: pending until `holdMinutes` from now, or confirmed at once when credit covers it all. */
  static ask(terms: DepositTerms, now: Date): BookingDeposit {
    const deposit = new BookingDeposit();
    deposit.cents = terms.cents;
    deposit.creditCents = Math.min(terms.creditCents, terms.cents);
    deposit.holdMinutes = terms.holdMinutes;
    deposit.holdUntil = new Date(now.getTime() + terms.holdMinutes * MINUTE_MS);
    deposit.cancelInTime = terms.cancelInTime;
    deposit.status = deposit.toPayCents === 0 ? 'confirmed' : 'pending';
    if (deposit.status === 'confirmed') deposit.confirmedAt = now;
    return deposit;
  }

  /** What the client still pays by Pix: the deposit less the credit it used. */
  get toPayCents(): number {
    return this.cents - this.creditCents;
  }

  get isPending(): boolean {
    return this.status === 'pending';
  }

  /**
   * The client cancels (always in time: later, the manage link refuses). A confirmed deposit is paid
   * back or kept as credit, as the terms said; a pending one was never paid and simply ends.
   */
  settleOnClientCancel(): void {
    if (this.status === 'confirmed') this.status = this.cancelInTime === 'refund' ? 'refund_due' : 'credited';
    else if (this.status === 'pending') this.status = 'expired';
  }

  /** The client did not come: the shop keeps a confirmed deposit. */
  settleOnNoShow(): void {
    if (this.status === 'confirmed') this.status = 'kept';
  }
}
