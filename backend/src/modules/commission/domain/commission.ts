import { CommissionAmount } from './commission-rate';

const BASIS_POINTS_PER_WHOLE = 10_000;

/**
 * A booking's commission in centavos: the fixed amount as it is, or the percentage of the price rounded half up to
 * the centavo (R$ 35,00 at 42,5 % is R$ 14,875, paid R$ 14,88). Rounded per booking, because each line of the
 * statement shows whole centavos and its totals are the sums of those lines: the barber adds them up with a
 * calculator and gets the same figure. Half up is how that calculator, and the paper it replaces, rounds. All in
 * integers (centavos × basis points stays far below 2^53), so no float rounding enters a sum.
 */
export function commissionCents(priceCents: number, amount: CommissionAmount): number {
  if (amount.fixedCents !== null) return amount.fixedCents;
  const scaled = priceCents * (amount.percentBp ?? 0);
  return Math.floor((scaled + BASIS_POINTS_PER_WHOLE / 2) / BASIS_POINTS_PER_WHOLE);
}
