import { EntityManager } from '@mikro-orm/postgresql';
import { LocalDate, toIsoDate } from '../../shared/time/local-date';

/**
 * What became of a live booking's price: `realised` (its time has passed and the client was not
 * marked as a no-show), `booked` (still to come) or `no_show` (the revenue the no-show cost).
 */
export type RevenueKind = 'realised' | 'booked' | 'no_show';

/** One group of the revenue aggregate: a month, a service and a kind, with the sum of their stored prices. */
export interface RevenueRow {
  month: number;
  serviceId: string;
  kind: RevenueKind;
  totalCents: number;
  bookings: number;
}

/**
 * Revenue of a barber's live bookings starting in [from, to), summed by the database per
 * month, service and kind (realised before `localNow`, booked after, no-show) from the prices
 * frozen on the bookings: a handful of rows, never one per booking. `barberId` null: the whole shop's.
 */
export async function revenueRows(
  em: EntityManager,
  barberId: string | null,
  from: LocalDate,
  to: LocalDate,
  localNow: string,
): Promise<RevenueRow[]> {
  const rows = await em.execute<{ month: number; job_id: string; kind: RevenueKind; total_cents: string; bookings: number }[]>(
    `select a.month, a.job_id,
              case when a.attendance = 'no_show' then 'no_show' when a.starts_at <= ?::timestamp then 'realised' else 'booked' end as kind,
              sum(a.price_cents)::bigint as total_cents, count(*)::int as bookings
         from appointment a
        where ${barberId ? 'a.barber_id = ? and ' : ''}a.deleted_at is null and a.cancelled_at is null
          and a.starts_at >= ?::timestamp and a.starts_at < ?::timestamp
        group by a.month, a.job_id, 3`,
    [localNow, ...(barberId ? [barberId] : []), toIsoDate(from), toIsoDate(to)],
  );
  return rows.map((row) => ({
    month: row.month,
    serviceId: row.job_id,
    kind: row.kind,
    totalCents: Number(row.total_cents),
    bookings: row.bookings,
  }));
}
