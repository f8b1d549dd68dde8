import { Embeddable, Property } from '@mikro-orm/core';
import { DepositChangeNotPriced } from './deposit.errors';

/**
 * Where a booking's Pix deposit ("sinal") stands:
 * - `pending`: *aguardando sinal*, the slot held until `holdUntil` for what is still to pay;
 * - `confirmed`: the barber saw the Pix (or credit covered it all);
 * - `expired`: not paid in time (or the client cancelled before paying): the booking was cancelled;
 * - `refund_due` / `refunded`: the client cancelled in time and the shop pays it back, then did;
 * - `credited`: the client cancelled in time and the shop keeps it as the client's credit;
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
  /** The part the client's credit covers (0 … cents). */
  creditCents: number;
}

/**
 * Money a change moved out of the deposit, for the credit ledger (modules/payments): the credit this booking had
 * taken and gives back, and the Pix part that became the client's new credit.
 */
export interface DepositSettlement {
  creditGivenBackCents: number;
  creditEarnedCents: number;
}

/** A change that moved no money out of a deposit. */
export const NOTHING_MOVED: DepositSettlement = { creditGivenBackCents: 0, creditEarnedCents: 0 };
const MINUTE_MS = 60_000;

/**
 * The deposit block of a booking (columns `deposit_*` of `appointment`; null when none was asked). Its money is in
 * centavos, each amount its own column: `cents` is what the booking asks now, covered by `creditCents` (the client's
 * credit) and `paidCents` (the Pix the barber confirmed); money that leaves it goes to `refundDueCents` (then
 * `refundedCents`) or `creditedCents` (the client's credit), so paid + refundDue + refunded + credited is what the
 * shop received. The transitions are methods here; the ones that race (a confirmation, an expiry) are conditional
 * updates of the booking module's `BookingDeposits`.
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

  @Property({ type: 'integer', nullable: true })
  paidCents: number = 0;

  @Property({ type: 'integer', nullable: true })
  refundDueCents: number = 0;

  @Property({ type: 'integer', nullable: true })
  refundedCents: number = 0;

  @Property({ type: 'integer', nullable: true })
  creditedCents: number = 0;

  /** A new booking's deposit: pending until `holdMinutes` from now, or confirmed at once when credit covers it all. */
  static ask(terms: DepositTerms, now: Date): BookingDeposit {
    const deposit = new BookingDeposit();
    deposit.cents = terms.cents;
    deposit.creditCents = Math.min(terms.creditCents, terms.cents);
    deposit.holdMinutes = terms.holdMinutes;
    deposit.cancelInTime = terms.cancelInTime;
    deposit.waitOrConfirm(now);
    return deposit;
  }

  /** What the client still pays by Pix: the deposit less the credit and the Pix already confirmed. */
  get toPayCents(): number {
    return Math.max(0, this.cents - this.creditCents - this.paidCents);
  }

  /** What covers the deposit now: the credit taken and the Pix confirmed. */
  get heldCents(): number {
    return this.creditCents + this.paidCents;
  }

  get isPending(): boolean {
    return this.status === 'pending';
  }

  /** Asks nothing and moved no money: a booking keeps no such deposit. */
  get isEmpty(): boolean {
    return this.cents === 0 && this.heldCents === 0 && this.refundDueCents + this.refundedCents + this.creditedCents === 0;
  }

  /**
   * A change of service asks `cents` now. More than what covers it: the difference is asked by Pix, with a new hold
   * (an unpaid difference expires the booking like a first deposit). Less: the credit taken goes back first, then the
   * Pix paid over it follows the shop's rule for a cancellation in time (paid back, or the client's credit). While
   * the client says they paid and the barber hasn't confirmed, a new amount can't be priced: 409.
   */
  reprice(cents: number, now: Date): DepositSettlement {
    if (cents === this.cents) return NOTHING_MOVED;
    if (this.reportedPaidAt && this.isPending) throw new DepositChangeNotPriced();
    if (cents > this.heldCents) {
      this.cents = cents;
      this.reportedPaidAt = null;
      this.waitOrConfirm(now);
      return NOTHING_MOVED;
    }
    const surplus = this.heldCents - cents;
    const creditGivenBackCents = Math.min(this.creditCents, surplus);
    this.creditCents -= creditGivenBackCents;
    const settlement = { creditGivenBackCents, creditEarnedCents: this.givePaidBack(surplus - creditGivenBackCents) };
    this.cents = cents;
    if (this.isPending) this.waitOrConfirm(now);
    return settlement;
  }

  /**
   * The client cancels (always in time: later, the manage link refuses), or the hold ends unpaid. The credit taken
   * goes back to the client; the Pix paid is paid back or kept as credit, as the terms said. A deposit never
   * confirmed simply ends (`expired`).
   */
  settleOnCancel(): DepositSettlement {
    if (this.status !== 'pending' && this.status !== 'confirmed') return NOTHING_MOVED;
    const creditGivenBackCents = this.creditCents;
    this.creditCents = 0;
    const wasConfirmed = this.status === 'confirmed';
    const creditEarnedCents = this.givePaidBack(this.paidCents);
    if (!wasConfirmed) this.status = 'expired';
    else this.status = this.cancelInTime === 'refund' ? 'refund_due' : 'credited';
    return { creditGivenBackCents, creditEarnedCents };
  }

  /**
   * The client's data is erased while the booking is ahead: nobody is left to hold a new credit, so the Pix paid is
   * owed back (`refund_due`, with the amount) whatever the terms said; the credit taken goes back where it came from.
   */
  settleOnErasure(): DepositSettlement {
    const cancelInTime = this.cancelInTime;
    this.cancelInTime = 'refund';
    const settlement = this.settleOnCancel();
    this.cancelInTime = cancelInTime;
    return settlement;
  }

  /** The client did not come: the shop keeps a confirmed deposit. */
  settleOnNoShow(): void {
    if (this.status === 'confirmed') this.status = 'kept';
  }

  /** Pending until the hold ends when something is left to pay; otherwise confirmed now. */
  private waitOrConfirm(now: Date): void {
    if (this.toPayCents > 0) {
      this.status = 'pending';
      this.holdUntil = new Date(now.getTime() + this.holdMinutes * MINUTE_MS);
      return;
    }
    this.status = 'confirmed';
    this.confirmedAt ??= now;
    this.holdUntil ??= now;
  }

  /** Pix paid that no longer counts for the booking: owed back, or the client's credit. Answers the credit earned. */
  private givePaidBack(cents: number): number {
    if (cents <= 0) return 0;
    this.paidCents -= cents;
    if (this.cancelInTime === 'refund') {
      this.refundDueCents += cents;
      return 0;
    }
    this.creditedCents += cents;
    return cents;
  }
}
