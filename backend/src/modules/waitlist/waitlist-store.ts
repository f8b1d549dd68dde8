import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LocalDate, toIsoDate } from '../../shared/time/local-date';
import { WaitingEntry } from './domain/offer-plan';
import { DayPeriod } from './domain/waitlist-days';

/** An entry to store: the checked request and its manage token's hash. */
export interface NewEntry {
  id: string;
  barberId: string;
  serviceId: string;
  days: LocalDate[];
  period: DayPeriod | null;
  clientName: string;
  clientContact: string;
  push: { endpoint: string; p256dh: string; auth: string } | null;
  manageTokenHash: string;
}

/** An entry as its views need it, with its barber's and service's names and its latest offer. */
export interface EntryRow {
  id: string;
  barber_id: string;
  barber_username: string;
  /** The display name, the one clients see. */
  barber_name: string;
  job_id: string;
  service_name: string;
  double_time: boolean;
  days: string[];
  period: DayPeriod | null;
  status: 'waiting' | 'booked';
  notify: boolean;
  client_name: string;
  client_contact: string;
  created_at: Date;
  offer: { status: string; date: string; hour: number; expires_at: string } | null;
}

const ENTRY_COLUMNS = `e.id, e.barber_id, b.username as barber_username, b.display_name as barber_name, e.job_id, j.name as service_name, j.double_time,
  to_json(e.days) as days, e.period, e.status, (e.push_endpoint is not null) as notify, e.client_name, e.client_contact, e.created_at,
  (select json_build_object('status', o.status, 'date', o.date, 'hour', o.hour, 'expires_at', o.expires_at)
     from waitlist_offer o where o.entry_id = e.id order by o.created_at desc limit 1) as offer
  from waitlist_entry e join barber b on b.id = e.barber_id join job j on j.id = e.job_id`;

/** Postgres' array literal of dates: passed as one parameter (a JS array would be spread into several). */
function dateArray(days: LocalDate[]): string {
  return `{${days.map(toIsoDate).join(',')}}`;
}

/**
 * The entries' reads and writes (table `waitlist_entry`), on the caller's EntityManager. Contacts
 * compare by `contact_key`, as the bookings'.
 */
@Injectable()
export class WaitlistStore {
  constructor(private readonly em: EntityManager) {}

  async insert(entry: NewEntry): Promise<void> {
    const { push } = entry;
    await this.em.execute(
      `insert into waitlist_entry (id, barber_id, job_id, days, last_day, period, client_name, client_contact,
                                   push_endpoint, push_p256dh, push_auth, manage_token_hash)
       values (?, ?, ?, ?::date[], ?::date, ?, ?, ?, ?, ?, ?, ?)`,
      [
        entry.id,
        entry.barberId,
        entry.serviceId,
        dateArray(entry.days),
        toIsoDate(entry.days[entry.days.length - 1]),
        entry.period,
        entry.clientName,
        entry.clientContact,
        push?.endpoint ?? null,
        push?.p256dh ?? null,
        push?.auth ?? null,
        entry.manageTokenHash,
      ],
    );
  }

  /** The contact's entries still waiting (any barber), and whether one is for this barber's service. */
  async waitingOfContact(clientContact: string, barberId: string, serviceId: string): Promise<{ count: number; same: boolean }> {
    const [row] = await this.em.execute<{ count: number; same: boolean }[]>(
      `select count(*)::int as count, coalesce(bool_or(e.barber_id = ? and e.job_id = ?), false) as same
         from waitlist_entry e where e.client_contact_key = contact_key(?) and e.status = 'waiting'`,
      [barberId, serviceId, clientContact],
    );
    return row;
  }

  async byId(id: string): Promise<EntryRow | null> {
    const [row] = await this.em.execute<EntryRow[]>(`select ${ENTRY_COLUMNS} where e.id = ?`, [id]);
    return row ?? null;
  }

  async byTokenHash(hash: string): Promise<EntryRow | null> {
    const [row] = await this.em.execute<EntryRow[]>(`select ${ENTRY_COLUMNS} where e.manage_token_hash = ?`, [hash]);
    return row ?? null;
  }

  /** The barber's entries waiting for a day, in line order (the barber's list). */
  async waitingOn(barberId: string, date: LocalDate): Promise<EntryRow[]> {
    return this.em.execute<EntryRow[]>(
      `select ${ENTRY_COLUMNS} where e.barber_id = ? and e.status = 'waiting' and ?::date = any(e.days) order by e.created_at, e.id`,
      [barberId, toIsoDate(date)],
    );
  }

  /** The line for one day as offering needs it: waiting entries of active services, oldest first. */
  async lineFor(barberId: string, date: LocalDate): Promise<WaitingEntry[]> {
    const iso = toIsoDate(date);
    const rows = await this.em.execute<
      { id: string; job_id: string; period: DayPeriod | null; two: boolean; notify: boolean; pending: boolean; offered: number[] }[]
    >(
      `select e.id, e.job_id, e.period, j.double_time as two, (e.push_endpoint is not null) as notify,
              exists (select 1 from waitlist_offer o where o.entry_id = e.id and o.status = 'pending') as pending,
              coalesce((select json_agg(o.hour) from waitlist_offer o where o.entry_id = e.id and o.date = ?::date), '[]'::json) as offered
         from waitlist_entry e join job j on j.id = e.job_id and j.active
        where e.barber_id = ? and e.status = 'waiting' and ?::date = any(e.days)
        order by e.created_at, e.id`,
      [iso, barberId, iso],
    );
    return rows.map((row) => ({
      id: row.id,
      serviceId: row.job_id,
      period: row.period,
      takesTwoSlots: row.two,
      notify: row.notify,
      hasPendingOffer: row.pending,
      offeredStarts: row.offered,
    }));
  }

  /** Removes an entry and its offers; answers the days its pending offers held (now free again). */
  /** The push service no longer knows this entry's subscription: it is not used again (the entry waits without notifications). */
  async forgetSubscription(entryId: string, endpoint: string): Promise<void> {
    await this.em.execute('update waitlist_entry set push_endpoint = null, push_p256dh = null, push_auth = null where id = ? and push_endpoint = ?', [
      entryId,
      endpoint,
    ]);
  }

  async remove(id: string): Promise<{ barberId: string; date: string }[]> {
    const held = await this.em.execute<{ barber_id: string; date: string }[]>(
      "select o.barber_id, o.date::text as date from waitlist_offer o where o.entry_id = ? and o.status = 'pending'",
      [id],
    );
    await this.em.execute('delete from waitlist_entry where id = ?', [id]);
    return held.map((row) => ({ barberId: row.barber_id, date: row.date }));
  }

  /** Drops every entry whose last day is before `today`, with its offers; answers how many. */
  async removeEndedBefore(today: LocalDate): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>('delete from waitlist_entry where last_day < ?::date returning id', [toIsoDate(today)]);
    return rows.length;
  }

  /** Every entry of a contact (the client's export). */
  async ofContact(clientContact: string): Promise<EntryRow[]> {
    return this.em.execute<EntryRow[]>(`select ${ENTRY_COLUMNS} where e.client_contact_key = contact_key(?) order by e.created_at`, [clientContact]);
  }

  /** Erases every entry of a contact, with its offers; answers the entries' ids. */
  async removeContact(clientContact: string): Promise<string[]> {
    const rows = await this.em.execute<{ id: string }[]>('delete from waitlist_entry where client_contact_key = contact_key(?) returning id', [
      clientContact,
    ]);
    return rows.map((row) => row.id);
  }

  /** The barbers and days that have entries with notifications waiting, from today on (the periodic sweep). */
  async daysWithLines(today: LocalDate): Promise<{ barberId: string; date: string }[]> {
    const rows = await this.em.execute<{ barber_id: string; date: string }[]>(
      `select distinct e.barber_id, d::text as date from waitlist_entry e, unnest(e.days) d
        where e.status = 'waiting' and e.push_endpoint is not null and d >= ?::date`,
      [toIsoDate(today)],
    );
    return rows.map((row) => ({ barberId: row.barber_id, date: row.date }));
  }
}
