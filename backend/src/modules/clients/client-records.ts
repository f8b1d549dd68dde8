import { EntityManager, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Booking } from '../booking';

/**
 * One client of a barber, as their bookings add up: visits are past bookings the client came to (not
 * cancelled, not deleted, not a no-show). A contact whose bookings are all cancelled or in the Lixeira
 * is still a client: their name and phone are stored, so they must be found to be erased.
 */
export interface ClientSummary {
  contactKey: string;
  /** The name and contact as typed on the client's latest booking. */
  name: string;
  contact: string;
  visits: number;
  noShows: number;
  totalSpentCents: number;
  /** Shop-local 'YYYY-MM-DD HH:MM', or null. */
  lastVisit: string | null;
  nextVisit: string | null;
}

interface ClientSummaryRow {
  contact_key: string;
  name: string;
  contact: string;
  visits: number;
  no_shows: number;
  total_spent_cents: string;
  last_visit: string | null;
  next_visit: string | null;
}

/** A contact's live bookings from now on; parameters: the contact, now. */
const FUTURE_OF_CONTACT = `a.client_contact_key = contact_key(?) and a.client_contact_key <> ''
  and a.deleted_at is null and a.cancelled_at is null and a.starts_at >= ?::timestamp`;

/** The most clients one listing returns: a search narrows it down. */
export const CLIENT_LIST_LIMIT = 200;

/** A booking that is still on the agenda: neither cancelled nor in the Lixeira. */
const LIVE = `a.cancelled_at is null and a.deleted_at is null`;

/** A booking that counts as a visit: live, past, not a no-show. */
const VISIT = `${LIVE} and a.starts_at < ?::timestamp and a.attendance is distinct from 'no_show'`;

/** Each client's figures, grouped by contact; parameters: now four times (three visit filters, the next visit), then the barber. */
const SUMMARY_SELECT = `
  select a.client_contact_key as contact_key,
         (array_agg(a.client_name order by a.starts_at desc))[1] as name,
         (array_agg(a.client_contact order by a.starts_at desc))[1] as contact,
         count(*) filter (where ${VISIT})::int as visits,
         count(*) filter (where a.deleted_at is null and a.attendance = 'no_show')::int as no_shows,
         coalesce(sum(a.price_cents) filter (where ${VISIT}), 0) as total_spent_cents,
         to_char(max(a.starts_at) filter (where ${VISIT}), 'YYYY-MM-DD HH24:MI') as last_visit,
         to_char(min(a.starts_at) filter (where ${LIVE} and a.starts_at >= ?::timestamp), 'YYYY-MM-DD HH24:MI') as next_visit
    from appointment a
   where a.barber_id = ? and a.personal_data_erased_at is null and a.client_contact_key <> ''`;

/**
 * The barber's clients, read from the bookings (a client is a contact, compared by its `contact_key`). Erasing them
 * writes the bookings, so it is the booking module's (`ContactErasure`).
 */
@Injectable()
export class ClientRecords {
  constructor(private readonly em: EntityManager) {}

  /**
   * The barber's clients, latest booking first; `search` matches a part of the name (any case, any accent: "jose"
   * finds "José") or
   * of the phone's key (its digits, a trunk 0 typed in front dropped as the key drops it).
   */
  async list(barberId: string, localNow: string, search: string | null): Promise<ClientSummary[]> {
    const digits = search?.replace(/\D/g, '').replace(/^0+/, '') ?? '';
    const filter = search
      ? `having bool_or(${withoutAccents('a.client_name')} ilike '%' || ? || '%')${digits ? ` or a.client_contact_key like '%' || ? || '%'` : ''}`
      : '';
    const rows = await this.em.execute<ClientSummaryRow[]>(
      `${SUMMARY_SELECT} group by a.client_contact_key ${filter} order by max(a.starts_at) desc limit ${CLIENT_LIST_LIMIT}`,
      [...this.summaryParams(barberId, localNow), ...(search ? [escapeLike(stripAccents(search))] : []), ...(search && digits ? [digits] : [])],
    );
    return rows.map(toSummary);
  }

  /** One client of the barber, or null when the barber has no booking of that contact whose data is stored. */
  async find(barberId: string, contact: string, localNow: string): Promise<ClientSummary | null> {
    const [row] = await this.em.execute<ClientSummaryRow[]>(
      `${SUMMARY_SELECT} and a.client_contact_key = contact_key(?) group by a.client_contact_key`,
      [...this.summaryParams(barberId, localNow), contact],
    );
    return row ? toSummary(row) : null;
  }

  /** Every booking of a contact, in the whole shop when `barberId` is null, trashed and cancelled ones included, latest first. */
  history(contact: string, barberId: string | null): Promise<Booking[]> {
    return this.em
      .createQueryBuilder(Booking, 'a')
      .select('*')
      .where(barberId ? { barberId, personalDataErasedAt: null } : { personalDataErasedAt: null })
      .andWhere("a.client_contact_key = contact_key(?) and a.client_contact_key <> ''", [contact])
      .orderBy({ [raw('a.starts_at')]: 'desc' })
      .getResult();
  }

  /** How many live bookings the contact holds from now on, with any barber. */
  async countFutureBookings(contact: string, localNow: string): Promise<number> {
    const [row] = await this.em.execute<{ count: number }[]>(`select count(*)::int as count from appointment a where ${FUTURE_OF_CONTACT}`, [
      contact,
      localNow,
    ]);
    return row.count;
  }

  /** How many of the contact's live bookings from now on are with another barber than `barberId`. */
  async countFutureBookingsWithOthers(contact: string, localNow: string, barberId: string): Promise<number> {
    const [row] = await this.em.execute<{ count: number }[]>(
      `select count(*)::int as count from appointment a where ${FUTURE_OF_CONTACT} and a.barber_id <> ?`,
      [contact, localNow, barberId],
    );
    return row.count;
  }

  private summaryParams(barberId: string, localNow: string): string[] {
    return [localNow, localNow, localNow, localNow, barberId];
  }
}

function toSummary(row: ClientSummaryRow): ClientSummary {
  return {
    contactKey: row.contact_key,
    name: row.name,
    contact: row.contact,
    visits: row.visits,
    noShows: row.no_shows,
    totalSpentCents: Number(row.total_spent_cents),
    lastVisit: row.last_visit,
    nextVisit: row.next_visit,
  };
}

/** Portuguese's accented letters and the letter each stands on, for the database to compare names without accents. */
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const UNACCENTED = 'aaaaaeeeeiiiiooooouuuucnAAAAAEEEEIIIIOOOOOUUUUCN';

/** A text column without its accents, in SQL (translate needs no extension and is the same in any locale). */
function withoutAccents(column: string): string {
  return `translate(${column}, '${ACCENTED}', '${UNACCENTED}')`;
}

/** A typed search without its accents, as `withoutAccents` leaves the names it is compared with. */
function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** A search text taken literally by ILIKE. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
