import { frozenEarnedCents, Payout } from './payout';

/** A paid period beside what it would earn now (null: a rate is missing for something it would count now). */
export interface RecomputedPayout {
  payout: Payout;
  earnedNowCents: number | null;
  grossNowCents: number;
}

/**
 * The adjustment owed for paid periods whose bookings or rates changed after they were paid: what they would earn now
 * less what was paid for them (their frozen earnings and the adjustments they settled themselves). A running balance:
 * once a payout takes it in, the next statement's is 0 again, and a second change of the same period adds only its
 * own difference. The paid statements are never rewritten; null when one of them can't be computed now.
 */
export function adjustmentCents(paid: readonly RecomputedPayout[]): number | null {
  let total = 0;
  for (const { payout, earnedNowCents } of paid) {
    if (earnedNowCents === null) return null;
    total += earnedNowCents - frozenEarnedCents(payout) - payout.adjustmentCents;
  }
  return total;
}

/** A paid period's figures differ from what it would be now (a booking marked, trashed or moved, a rate added). */
export function changedSincePaid(paid: readonly RecomputedPayout[]): boolean {
  return paid.some(
    ({ payout, earnedNowCents, grossNowCents }) => earnedNowCents !== frozenEarnedCents(payout) || grossNowCents !== payout.grossCents,
  );
}
