import { compareDates, LocalDate } from '../../../shared/time/local-date';
import { reaisToCents } from '../../../shared/money/money';
import { CommissionAmount } from './commission-rate';
import { CommissionAmountRequired, CommissionRateInPastMonth, InvalidCommissionFixed, InvalidCommissionPercent } from './commission.errors';

export const COMMISSION_MAX_PERCENT = 100;
/** R$ 100.000,00 in centavos, as the database's check. */
export const COMMISSION_MAX_FIXED_CENTS = 10_000_000;

/** What the owner sends: a percentage (42.5) or a fixed amount in reais, one of the two. */
export interface CommissionAmountInput {
  percent?: number | null;
  fixed?: number | null;
}

/** The amount as stored: the percentage in basis points (two decimals kept exactly), the fixed amount in centavos. */
export function commissionAmount({ percent, fixed }: CommissionAmountInput): CommissionAmount {
  const hasPercent = percent !== undefined && percent !== null;
  const hasFixed = fixed !== undefined && fixed !== null;
  if (hasPercent === hasFixed) throw new CommissionAmountRequired();
  if (hasPercent) return { percentBp: basisPointsOf(percent), fixedCents: null };
  return { percentBp: null, fixedCents: fixedCentsOf(fixed as number) };
}

/**
 * A new rate starts on the first day of the shop's current month or later, so no past month's statement changes;
 * the barber's very first rate may start earlier (the owner setting up the commission covers the months before).
 */
export function ensureStartAllowed(startsOn: LocalDate, today: LocalDate, barberHasRates: boolean): void {
  const monthStart = { year: today.year, month: today.month, day: 1 };
  if (barberHasRates && compareDates(startsOn, monthStart) < 0) throw new CommissionRateInPastMonth();
}

/** 42.5 → 4250; a percentage is a hundredth-exact number like a price in reais, so money's exact conversion serves. */
function basisPointsOf(percent: number): number {
  const basisPoints = reaisToCents(percent);
  if (basisPoints === null || basisPoints < 0 || basisPoints > COMMISSION_MAX_PERCENT * 100) throw new InvalidCommissionPercent();
  return basisPoints;
}

function fixedCentsOf(fixed: number): number {
  const cents = reaisToCents(fixed);
  if (cents === null || cents < 0 || cents > COMMISSION_MAX_FIXED_CENTS) throw new InvalidCommissionFixed();
  return cents;
}
