import { Injectable } from '@nestjs/common';
import { ShopClock } from '../../shared/time/shop-clock';
import { BookableService } from '../services';
import { Booking, DepositDesk, DepositSettlement } from '../booking';
import { CreditLedger } from './credit-ledger';
import { DepositStore } from './deposit-store';
import { DepositQuote, depositQuote } from './domain/deposit-policy';

/**
 * The deposit's one decision point (booking's `DepositDesk`), run by the booking module inside the transaction of
 * every change that can change what is owed. It reads the shop's terms and the contact's history, decides with the
 * pure rules of `domain/deposit-policy.ts`, changes the booking's deposit only through `Booking`'s methods (the
 * booking module saves it) and keeps the credit ledger.
 */
@Injectable()
export class DepositDecisions extends DepositDesk {
  constructor(
    private readonly store: DepositStore,
    private readonly ledger: CreditLedger,
    private readonly clock: ShopClock,
  ) {
    super();
  }

  /** A new booking: the credit its device proves (never a phone number's) covers what it can of the deposit. */
  async onBooked(booking: Booking, service: BookableService, creditProofHashes: string[]): Promise<void> {
    const quote = await this.quoteFor(booking, creditProofHashes);
    if (!quote) return;
    const creditCents = await this.ledger.spend(creditProofHashes, booking.id, quote.amountCents);
    const { amountCents: cents, holdMinutes, cancelInTime } = quote;
    booking.askDeposit({ cents, holdMinutes, cancelInTime, creditCents }, this.clock.instant());
  }

  /**
   * Another service asks another deposit, priced by the shop's terms now like a new booking of it (the contact's
   * history without this booking): more is asked as a difference with a new hold, less follows the cancellation
   * rule. A move of day or time keeps the deposit: its price and terms were frozen when it was booked.
   */
  async onChanged(booking: Booking, previousServiceId: string): Promise<void> {
    if (!booking.isOnline || booking.serviceId === previousServiceId) return;
    const quote = await this.quoteFor(booking, []);
    const now = this.clock.instant();
    if (!booking.deposit) {
      if (quote)
        booking.askDeposit({ cents: quote.amountCents, holdMinutes: quote.holdMinutes, cancelInTime: quote.cancelInTime, creditCents: 0 }, now);
      return;
    }
    await this.onSettled(booking, booking.repriceDeposit(quote?.amountCents ?? 0, now));
  }

  async onSettled(booking: Booking, settlement: DepositSettlement): Promise<void> {
    await this.ledger.giveBack(booking.id, settlement.creditGivenBackCents);
    await this.ledger.earn({
      bookingId: booking.id,
      clientContact: booking.clientContact,
      proofHash: booking.manageTokenHash,
      cents: settlement.creditEarnedCents,
    });
  }

  private async quoteFor(booking: Booking, creditProofHashes: string[]): Promise<DepositQuote | null> {
    const terms = await this.store.terms();
    if (!terms) return null;
    const { facts } = await this.store.facts(booking.clientContact, booking.serviceId, booking.id);
    const creditCents = await this.ledger.available(creditProofHashes);
    return depositQuote(terms, booking.priceCents, { ...facts, creditCents });
  }
}
