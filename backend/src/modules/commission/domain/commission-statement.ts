import { LocalDate } from '../../../shared/time/local-date';
import { commissionCents } from './commission';
import { applicableRate, CommissionRate } from './commission-rate';

/** A booking the statement lists: attended, or past and not marked either way. */
export interface StatementBooking {
  id: string;
  date: LocalDate;
  hour: number;
  /** Only the first name ever leaves the database. */
  clientFirstName: string;
  serviceId: string;
  /** The price frozen on the booking when it was made, in centavos. */
  priceCents: number;
}

/** An attended booking with the rate that applied on its day and what it earned the barber (null: no rate). */
export interface StatementLine extends StatementBooking {
  rate: CommissionRate | null;
  commissionCents: number | null;
}

/**
 * The period's sums in centavos: `grossCents` the attended bookings' prices, `barberCents` their commissions and
 * `shopCents` the rest (the shop's cota-parte); both null when a booking has no rate, never a silent 0.
 */
export interface StatementTotals {
  attended: number;
  grossCents: number;
  shopCents: number | null;
  barberCents: number | null;
}

export interface CommissionStatement {
  lines: StatementLine[];
  totals: StatementTotals;
  /** The barber has no rate at all, or one of the period's attended bookings is from before their first. */
  rateMissing: boolean;
}

/** Each attended booking at the rate of its own day and service, and the totals. */
export function commissionStatement(attended: readonly StatementBooking[], rates: readonly CommissionRate[]): CommissionStatement {
  const lines = attended.map((booking) => {
    const rate = applicableRate(rates, booking.serviceId, booking.date);
    return { ...booking, rate, commissionCents: rate && commissionCents(booking.priceCents, rate) };
  });
  const rateMissing = rates.length === 0 || lines.some((line) => line.rate === null);
  const grossCents = sum(lines.map((line) => line.priceCents));
  const barberCents = rateMissing ? null : sum(lines.map((line) => line.commissionCents ?? 0));
  const shopCents = barberCents === null ? null : grossCents - barberCents;
  return { lines, totals: { attended: lines.length, grossCents, shopCents, barberCents }, rateMissing };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
