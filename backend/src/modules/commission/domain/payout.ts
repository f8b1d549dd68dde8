import { compareDates, toIsoDate } from '../../../shared/time/local-date';
import { PeriodFigures } from './period-figures';
import { StatementPeriod } from './statement-period';

/** A line of a paid statement as frozen: no client name (the payout outlives the client's data), the rate as it was. */
export interface PaidLine {
  id: string;
  date: string;
  hour: number;
  jobId: string;
  service: string;
  /** The booking's price, or the kept deposit, in centavos. */
  amountCents: number;
  percentBp: number | null;
  fixedCents: number | null;
  commissionCents: number;
}

export interface PaidLines {
  appointments: PaidLine[];
  keptDeposits: PaidLine[];
}

/** A paid period (*repasse pago*) and its figures in centavos, frozen when the owner paid it. */
export interface Payout {
  id: string;
  barberId: string;
  period: StatementPeriod;
  appointments: number;
  grossCents: number;
  shopCents: number;
  barberCents: number;
  keptDepositsCents: number;
  keptDepositsCommissionCents: number;
  advancesCents: number;
  /** The difference of earlier paid periods this payout settled. */
  adjustmentCents: number;
  /** What the owner paid: barber + kept deposits' commission + adjustment − advances (below 0: the barber owes it). */
  paidCents: number;
  splitKeptDeposits: boolean;
  lines: PaidLines;
  paidAt: Date;
}

/** What the barber earned in a paid period as frozen: their part and their share of the kept deposits. */
export function frozenEarnedCents(payout: Payout): number {
  return payout.barberCents + payout.keptDepositsCommissionCents;
}

export function overlaps(a: StatementPeriod, b: StatementPeriod): boolean {
  return compareDates(a.from, b.to) <= 0 && compareDates(b.from, a.to) <= 0;
}

/**
 * The payout of a period whose figures have every rate (the caller refuses otherwise), its lines named by
 * `serviceNames` and stripped of the clients' names.
 */
export function newPayout(
  identity: { id: string; barberId: string; period: StatementPeriod; splitKeptDeposits: boolean; paidAt: Date },
  figures: PeriodFigures,
  adjustmentCents: number,
  serviceNames: ReadonlyMap<string, string>,
): Payout {
  const { totals, lines } = figures.statement;
  const paidLine = (line: (typeof lines)[number] | (typeof figures.keptLines)[number], amountCents: number, id: string): PaidLine => ({
    id,
    date: toIsoDate(line.date),
    hour: line.hour,
    jobId: line.serviceId,
    service: serviceNames.get(line.serviceId) ?? '',
    amountCents,
    percentBp: line.rate?.percentBp ?? null,
    fixedCents: line.rate?.fixedCents ?? null,
    commissionCents: line.commissionCents ?? 0,
  });
  const barberCents = totals.barberCents ?? 0;
  const keptCommission = figures.keptCommissionCents ?? 0;
  return {
    ...identity,
    appointments: totals.attended,
    grossCents: totals.grossCents,
    shopCents: totals.shopCents ?? 0,
    barberCents,
    keptDepositsCents: figures.keptCents,
    keptDepositsCommissionCents: keptCommission,
    advancesCents: figures.advancesCents,
    adjustmentCents,
    paidCents: barberCents + keptCommission + adjustmentCents - figures.advancesCents,
    lines: {
      appointments: lines.map((line) => paidLine(line, line.priceCents, line.id)),
      keptDeposits: figures.keptLines.map((line) => paidLine(line, line.keptCents, line.bookingId)),
    },
  };
}
