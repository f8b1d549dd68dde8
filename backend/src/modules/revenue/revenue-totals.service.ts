import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { monthRange } from '../../shared/time/local-date';
import { ShopClock } from '../../shared/time/shop-clock';
import { RevenueKind, RevenueRow, revenueRows } from './revenue-rows.query';
import { DepositKind, DepositRow, depositRows } from './deposit-rows.query';

/** Revenue of some live bookings: the sum of their stored prices (cents) and how many they are. */
export interface RevenueFigures {
  totalCents: number;
  bookings: number;
}

/** The period's Pix deposits (deposit-rows.query.ts): received, paid back, still to pay back, kept. */
export interface DepositFigures {
  received: RevenueFigures;
  refunded: RevenueFigures;
  refundDue: RevenueFigures;
  kept: RevenueFigures;
}

/**
 * A period's revenue: the total is what was realised (past, the client not marked as a no-show)
 * plus what is still booked (future); `noShows` is what the no-shows cost, outside the total;
 * `deposits`, what became of the bookings' Pix deposits, apart from the prices.
 */
export interface RevenueSplit extends RevenueFigures {
  realised: RevenueFigures;
  booked: RevenueFigures;
  noShows: RevenueFigures;
  deposits: DepositFigures;
}

export interface MonthRevenue extends RevenueSplit {
  /** Per service of the period (realised and booked), in no particular order. */
  services: ({ serviceId: string } & RevenueFigures)[];
}

export interface YearRevenue extends MonthRevenue {
  /** All 12 months, 0-11, zero where nothing was booked. */
  months: ({ month: number } & RevenueSplit)[];
}

/**
 * What other modules may ask about bookings in aggregate (revenue). Sums come from the
 * price frozen on each booking when it was made, over live ones only (the trash and the
 * client's cancellations are excluded), and are computed by the database with GROUP BY.
 */
@Injectable()
export class RevenueTotals {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: ShopClock,
  ) {}

  /** One barber's, or the whole shop's when `barberId` is null. */
  async monthRevenue(barberId: string | null, year: number, month: number): Promise<MonthRevenue> {
    const range = monthRange(year, month);
    const [rows, deposits] = await Promise.all([
      revenueRows(this.em, barberId, ...range, this.clock.localNow()),
      depositRows(this.em, barberId, ...range),
    ]);
    return { ...split(rows, deposits), services: byService(rows) };
  }

  async yearRevenue(barberId: string | null, year: number): Promise<YearRevenue> {
    const range = [
      { year, month: 0, day: 1 },
      { year: year + 1, month: 0, day: 1 },
    ] as const;
    const [rows, deposits] = await Promise.all([
      revenueRows(this.em, barberId, ...range, this.clock.localNow()),
      depositRows(this.em, barberId, ...range),
    ]);
    const months = Array.from({ length: 12 }, (_, month) => {
      const inMonth = <Row extends { month: number }>(all: readonly Row[]) => all.filter((row) => row.month === month);
      return { month, ...split(inMonth(rows), inMonth(deposits)) };
    });
    return { ...split(rows, deposits), months, services: byService(rows) };
  }
}

function split(rows: readonly RevenueRow[], deposits: readonly DepositRow[]): RevenueSplit {
  const of = (kind: RevenueKind) => sum(rows.filter((row) => row.kind === kind));
  const deposited = (kind: DepositKind) => sum(deposits.filter((row) => row.kind === kind));
  const realised = of('realised');
  const booked = of('booked');
  return {
    ...sum([realised, booked]),
    realised,
    booked,
    noShows: of('no_show'),
    deposits: { received: deposited('received'), refunded: deposited('refunded'), refundDue: deposited('refund_due'), kept: deposited('kept') },
  };
}

function sum(rows: readonly RevenueFigures[]): RevenueFigures {
  return rows.reduce((total, row) => ({ totalCents: total.totalCents + row.totalCents, bookings: total.bookings + row.bookings }), {
    totalCents: 0,
    bookings: 0,
  });
}

/** Per service, what was realised or is booked (no-shows left out, like the total). */
function byService(rows: readonly RevenueRow[]): ({ serviceId: string } & RevenueFigures)[] {
  const groups = new Map<string, RevenueFigures[]>();
  for (const row of rows) if (row.kind !== 'no_show') groups.set(row.serviceId, [...(groups.get(row.serviceId) ?? []), row]);
  return [...groups].map(([serviceId, group]) => ({ serviceId, ...sum(group) }));
}
