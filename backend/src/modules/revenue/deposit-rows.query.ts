import { EntityManager } from '@mikro-orm/postgresql';
import { LocalDate, toIsoDate } from '../../shared/time/local-date';

/**
 * What became of the Pix deposits ("sinais") of a period's bookings:
 * - `received`: the Pix the barber confirmed (never the credit that covered part of it), whatever happened after
 *   (kept, to refund, refunded, turned into credit);
 * - `refunded`: what was paid back (a cancellation in time, a change to a service with a smaller deposit);
 * - `refund_due`: what is still to pay back;
 * - `kept`: deposits the shop keeps (a no-show).
 */
export type DepositKind = 'received' | 'refunded' | 'refund_due' | 'kept';

/** One group of the deposits' aggregate: a month and a kind, with the sum in centavos and how many bookings. */
export interface DepositRow {
  month: number;
  kind: DepositKind;
  totalCents: number;
  bookings: number;
}

/** The Pix the shop received for a booking: what still counts for it, and what left it as a refund or a credit. */
const RECEIVED = 'a.deposit_paid_cents + a.deposit_refund_due_cents + a.deposit_refunded_cents + a.deposit_credited_cents';

/**
 * The deposits of a barber's bookings starting in [from, to), summed by the database per month and kind. Cancelled and
 * deleted bookings count too: the money moved all the same (a cancellation in time is what makes a refund).
 * `barberId` null: the whole shop's.
 */
export async function depositRows(em: EntityManager, barberId: string | null, from: LocalDate, to: LocalDate): Promise<DepositRow[]> {
  const rows = await em.execute<{ month: number; kind: DepositKind; total_cents: string; bookings: number }[]>(
    `select a.month, k.kind, sum(k.cents)::bigint as total_cents, count(*)::int as bookings
       from appointment a
      cross join lateral (values
              ('received', ${RECEIVED}, ${RECEIVED} > 0),
              ('refunded', a.deposit_refunded_cents, a.deposit_refunded_cents > 0),
              ('refund_due', a.deposit_refund_due_cents, a.deposit_refund_due_cents > 0),
              ('kept', a.deposit_cents, a.deposit_status = 'kept')
            ) as k (kind, cents, applies)
      where ${barberId ? 'a.barber_id = ? and ' : ''}a.deposit_status is not null and k.applies
        and a.starts_at >= ?::timestamp and a.starts_at < ?::timestamp
      group by a.month, k.kind`,
    [...(barberId ? [barberId] : []), toIsoDate(from), toIsoDate(to)],
  );
  return rows.map((row) => ({ month: row.month, kind: row.kind, totalCents: Number(row.total_cents), bookings: row.bookings }));
}
