import { LocalDate } from '../../../shared/time/local-date';
import { commissionCents } from './commission';
import { applicableRate, CommissionRate } from './commission-rate';

/** A deposit the shop kept for a no-show (read from the booking module), in centavos. */
export interface KeptDeposit {
  bookingId: string;
  date: LocalDate;
  hour: number;
  clientFirstName: string;
  serviceId: string;
  keptCents: number;
}

/** A kept deposit with the rate of its day and the barber's share of it (null: no rate). */
export interface KeptDepositLine extends KeptDeposit {
  rate: CommissionRate | null;
  commissionCents: number | null;
}

/**
 * The barber's share of each kept deposit, by the rate of the booking's day and service as if it were the price: a
 * percentage of the deposit, or the fixed amount but never more than the deposit itself (the shop kept no more).
 */
export function keptDepositLines(kept: readonly KeptDeposit[], rates: readonly CommissionRate[]): KeptDepositLine[] {
  return kept.map((deposit) => {
    const rate = applicableRate(rates, deposit.serviceId, deposit.date);
    const share = rate && Math.min(commissionCents(deposit.keptCents, rate), deposit.keptCents);
    return { ...deposit, rate, commissionCents: share };
  });
}
