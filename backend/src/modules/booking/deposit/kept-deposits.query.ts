import { EntityManager } from '@mikro-orm/postgresql';
import { LocalDate, toIsoDate } from '../../../shared/time/local-date';

/** A deposit the shop kept for a no-show: the booking, when, its service, the client's first name and the amount. */
export interface KeptDeposit {
  bookingId: string;
  date: LocalDate;
  hour: number;
  /** Only the first name leaves the database (empty once the client's data is erased). */
  clientFirstName: string;
  serviceId: string;
  /** The whole deposit the booking asked, in centavos, as revenue's `kept` counts it. */
  keptCents: number;
}

interface KeptRow {
  id: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  first_name: string;
  job_id: string;
  deposit_cents: number;
}

/**
 * The deposits kept (`deposit_status = 'kept'`: a no-show with a confirmed deposit) of a barber's live bookings
 * starting on the days from `from` to `until` (excluded), in time order. A booking marked *Faltou* and then corrected
 * to *Compareceu* keeps its deposit's status but is no no-show: its deposit was part of a price the barber earned on.
 */
export async function keptDeposits(em: EntityManager, barberId: string, from: LocalDate, until: LocalDate): Promise<KeptDeposit[]> {
  const rows = await em.execute<KeptRow[]>(
    `select a.id, a.year, a.month, a.day, a.hour, split_part(btrim(a.client_name), ' ', 1) as first_name, a.job_id, a.deposit_cents
       from appointment a
      where a.barber_id = ? and a.deposit_status = 'kept' and a.attendance = 'no_show' and a.deleted_at is null and a.cancelled_at is null
        and a.starts_at >= ?::timestamp and a.starts_at < ?::timestamp
      order by a.starts_at, a.id`,
    [barberId, toIsoDate(from), toIsoDate(until)],
  );
  return rows.map((row) => ({
    bookingId: row.id,
    date: { year: row.year, month: row.month, day: row.day },
    hour: row.hour,
    clientFirstName: row.first_name,
    serviceId: row.job_id,
    keptCents: row.deposit_cents,
  }));
}
