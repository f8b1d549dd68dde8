import { Advance } from './advance';
import { CommissionRate } from './commission-rate';
import { commissionStatement, CommissionStatement, StatementBooking } from './commission-statement';
import { KeptDeposit, KeptDepositLine, keptDepositLines } from './kept-deposit';

/**
 * What a barber earned in a period, in centavos: the statement of the attended bookings, the barber's share of the
 * kept deposits (only when the shop splits them), the advances; `earnedCents` is the barber's part plus that share,
 * null when a rate is missing for any of them (never a silent 0).
 */
export interface PeriodFigures {
  statement: CommissionStatement;
  keptLines: KeptDepositLine[];
  keptCents: number;
  keptCommissionCents: number | null;
  advances: Advance[];
  advancesCents: number;
  earnedCents: number | null;
  rateMissing: boolean;
}

/** `kept` holds the period's kept deposits when they are split, none otherwise. */
export function periodFigures(
  attended: readonly StatementBooking[],
  kept: readonly KeptDeposit[],
  advances: readonly Advance[],
  rates: readonly CommissionRate[],
): PeriodFigures {
  const statement = commissionStatement(attended, rates);
  const keptLines = keptDepositLines(kept, rates);
  const rateMissing = statement.rateMissing || keptLines.some((line) => line.rate === null);
  const keptCommissionCents = keptLines.some((line) => line.commissionCents === null)
    ? null
    : sum(keptLines.map((line) => line.commissionCents ?? 0));
  const barberCents = statement.totals.barberCents;
  return {
    statement,
    keptLines,
    keptCents: sum(keptLines.map((line) => line.keptCents)),
    keptCommissionCents,
    advances: [...advances],
    advancesCents: sum(advances.map((advance) => advance.amountCents)),
    earnedCents: rateMissing || barberCents === null || keptCommissionCents === null ? null : barberCents + keptCommissionCents,
    rateMissing,
  };
}

/** What to pay: earned plus the adjustment of earlier paid periods, less the advances; null when either is unknown. */
export function toPayCents(figures: PeriodFigures, adjustmentCents: number | null): number | null {
  if (figures.earnedCents === null || adjustmentCents === null) return null;
  return figures.earnedCents + adjustmentCents - figures.advancesCents;
}

export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
