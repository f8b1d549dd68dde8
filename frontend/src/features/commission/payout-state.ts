import type { Statement } from '../../api/types';
import { toIsoDate } from '../../lib/time/iso-date';
import type { ShopDate } from '../../lib/time/shop-types';
import { formatIsoDate, periodLabel, shopDayOf } from './period';

/** What the statement's *Marcar como pago* can do, and why not. */
export type PayoutState =
  | { kind: 'paid'; note: string }
  /** A payout covers some of these days (another period was paid): this one cannot be paid as it is. */
  | { kind: 'overlaps'; note: string }
  | { kind: 'not-over' }
  | { kind: 'rate-missing' }
  | { kind: 'payable' };

type PayoutFields = Pick<Statement, 'from' | 'to' | 'payout' | 'rateMissing'>;

/**
 * Paid (exactly this period), paid in part (a payout crosses it), not over yet (a period is paid once it has ended:
 * the server's COMMISSION_PERIOD_NOT_OVER), missing a rate (COMMISSION_RATE_MISSING), or payable.
 */
export function payoutState(statement: PayoutFields, today: ShopDate, timeZone: string): PayoutState {
  const { payout } = statement;
  if (payout) {
    const paidOn = `Pago em ${formatIsoDate(shopDayOf(payout.paidAt, timeZone))}`;
    if (payout.from === statement.from && payout.to === statement.to) return { kind: 'paid', note: paidOn };
    return { kind: 'overlaps', note: `${paidOn} o período ${periodLabel(payout)}` };
  }
  if (statement.to > toIsoDate(today)) return { kind: 'not-over' };
  if (statement.rateMissing) return { kind: 'rate-missing' };
  return { kind: 'payable' };
}
