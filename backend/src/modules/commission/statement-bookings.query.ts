import { EntityManager } from '@mikro-orm/postgresql';
import { addDays, toIsoDate } from '../../shared/time/local-date';
import { StatementBooking } from './domain/commission-statement';
import { StatementPeriod } from './domain/statement-period';

/** The live bookings a statement lists: those marked attended, and the past ones not marked either way. */
export interface StatementBookings {
  attended: StatementBooking[];
  unmarked: StatementBooking[];
}

interface BookingRow {
  id: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  first_name: string;
  job_id: string;
  price_cents: number;
  attendance: 'attended' | null;
}

/**
 * A barber's bookings of the period (days included) that a statement lists, in time order: live (not cancelled, not
 * in the trash) and either marked attended or started by `localNow` and not marked; no-shows are left out. It reads
 * the `appointment` table directly, a read model like revenue's: this module writes nothing there and imports no
 * booking code. The client's first name is cut in SQL, so the whole name never leaves the database.
 */
export async function statementBookings(em: EntityManager, barberId: string, period: StatementPeriod, localNow: string): Promise<StatementBookings> {
  const rows = await em.execute<BookingRow[]>(
    `select a.id, a.year, a.month, a.day, a.hour, split_part(btrim(a.client_name), ' ', 1) as first_name, a.job_id, a.price_cents, a.attendance
       from appointment a
      where a.barber_id = ? and a.deleted_at is null and a.cancelled_at is null
        and a.starts_at >= ?::timestamp and a.starts_at < ?::timestamp
        and (a.attendance = 'attended' or (a.attendance is null and a.starts_at <= ?::timestamp))
      order by a.starts_at, a.id`,
    [barberId, toIsoDate(period.from), toIsoDate(addDays(period.to, 1)), localNow],
  );
  const bookings = rows.map((row) => ({ row, booking: toStatementBooking(row) }));
  return {
    attended: bookings.filter(({ row }) => row.attendance === 'attended').map(({ booking }) => booking),
    unmarked: bookings.filter(({ row }) => row.attendance === null).map(({ booking }) => booking),
  };
}

function toStatementBooking(row: BookingRow): StatementBooking {
  return {
    id: row.id,
    date: { year: row.year, month: row.month, day: row.day },
    hour: row.hour,
    clientFirstName: row.first_name,
    serviceId: row.job_id,
    priceCents: row.price_cents,
  };
}
