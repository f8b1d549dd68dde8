import { EntityManager, EntityRepository, raw } from '@mikro-orm/postgresql';
import { Provider } from '@nestjs/common';
import { plainRead } from '../../database/plain-reads';
import { LocalDate, toIsoDate } from '../../shared/time/local-date';
import { Booking } from './domain/booking/booking.entity';
import { NO_CONTACT } from '../../../../common/rules/contact-key';
import { WorkingWeekHours } from './domain/day/outside-hours';
import { BookableService, bookableService } from '../services';
import { DayScheduleSnapshot, dayScheduleQuery, DaySnapshotRow, daySnapshotOf } from './day-schedule.query';
import { MonthScheduleSnapshot, monthScheduleQuery, MonthSnapshotRow, monthSnapshotOf } from './month-schedule.query';
import { workingWeekOf, workingWeekQuery, WorkingWeekRow } from './working-week.query';

export type { MonthScheduleSnapshot } from './month-schedule.query';

export class BookingRepository extends EntityRepository<Booking> {
  /** Holds the lock of one barber's day until the surrounding transaction ends (see BarberDayLock). */
  async lockDay(barberId: string, date: LocalDate): Promise<void> {
    await this.getEntityManager().execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`${barberId}:${toIsoDate(date)}`], 'run');
  }

  /** The push service no longer knows this booking's subscription: it is forgotten, unless a new one replaced it meanwhile. */
  async forgetPushSubscription(bookingId: string, endpoint: string): Promise<void> {
    // A fork: the notification workers call it outside any request.
    await this.getEntityManager()
      .fork()
      .execute(
        `update appointment set push_endpoint = null, push_p256dh = null, push_auth = null, version = version + 1
          where id = ? and push_endpoint = ?`,
        [bookingId, endpoint],
      );
  }

  /** Holds the lock of one client contact (its `contact_key`) until the surrounding transaction ends (see ContactBookingCap). */
  async lockContact(clientContact: string): Promise<void> {
    await this.getEntityManager().execute("select pg_advisory_xact_lock(hashtextextended('contact:' || contact_key(?), 0))", [clientContact], 'run');
  }

  /** Live bookings of a contact (any spelling of it) starting at or after a shop-local timestamp, with any barber. */
  async countFutureLiveOfContact(clientContact: string, localNow: string): Promise<number> {
    const row = await this.getEntityManager().execute<{ held: number }>(
      `select count(*)::int as held from appointment
        where client_contact_key = contact_key(?) and deleted_at is null and cancelled_at is null and starts_at >= ?::timestamp`,
      [clientContact, localNow],
      'get',
    );
    return row.held;
  }

  /**
   * The day snapshot. `excludedId` leaves one booking out of `booked`: the one being moved,
   * so it never conflicts with the slots it holds itself.
   */
  async loadDaySchedule(barberId: string, date: LocalDate, excludedId: string | null = null): Promise<DayScheduleSnapshot> {
    const query = dayScheduleQuery(barberId, date, excludedId);
    return daySnapshotOf(date, await this.getEntityManager().execute<DaySnapshotRow>(query.sql, query.params, 'get'));
  }

  /** The day snapshot and the active service `serviceId` (null when there is none), in the same round trip. */
  async loadDayScheduleWithService(
    barberId: string,
    date: LocalDate,
    excludedId: string | null,
    serviceId: string,
  ): Promise<{ schedule: DayScheduleSnapshot; service: BookableService | null }> {
    const query = dayScheduleQuery(barberId, date, excludedId, serviceId);
    // The free times' read: no unit of work, no identity map, its values bound by PostgreSQL (plain-reads.ts).
    const row = await this.getEntityManager().execute<DaySnapshotRow>(plainRead(query.sql, query.params), [], 'get');
    return { schedule: daySnapshotOf(date, row), service: row.service ? bookableService(row.service) : null };
  }

  /** The month snapshot: the day snapshot of every day of a month (0-11) in one query. */
  async loadMonthSchedule(barberId: string, year: number, month: number): Promise<MonthScheduleSnapshot> {
    const query = monthScheduleQuery(barberId, year, month);
    return monthSnapshotOf(year, month, await this.getEntityManager().execute<MonthSnapshotRow>(query.sql, query.params, 'get'));
  }

  /**
   * A barber's agenda in [from, to), by day and hour (the (barber_id, starts_at) index): every
   * booking not in the trash, the ones the client cancelled included (shown as cancelled).
   */
  findInAgendaBetween(barberId: string, from: LocalDate, to: LocalDate): Promise<Booking[]> {
    return this.createQueryBuilder('a')
      .select('*')
      .where({ barberId, deletedAt: null })
      .andWhere('a.starts_at >= ?::timestamp and a.starts_at < ?::timestamp', [toIsoDate(from), toIsoDate(to)])
      .orderBy({ year: 'asc', month: 'asc', day: 'asc', hour: 'asc' })
      .getResult();
  }

  /** A barber's whole agenda (not in the trash, cancelled ones included), soonest first. */
  findInAgendaOf(barberId: string): Promise<Booking[]> {
    return this.find({ barberId, deletedAt: null }, { orderBy: { year: 'asc', month: 'asc', day: 'asc', hour: 'asc' } });
  }

  /** The first live booking starting at or after a local timestamp ('YYYY-MM-DD HH:MM'), or null. */
  async findFirstLiveFrom(barberId: string, localTimestamp: string): Promise<Booking | null> {
    const [first] = await this.createQueryBuilder('a')
      .select('*')
      .where({ barberId, deletedAt: null, cancelledAt: null })
      .andWhere('a.starts_at >= ?::timestamp', [localTimestamp])
      .orderBy({ [raw('a.starts_at')]: 'asc' })
      .limit(1)
      .getResult();
    return first ?? null;
  }

  /** Every live booking of the barber starting at or after a shop-local timestamp, soonest first. */
  findLiveFrom(barberId: string, localTimestamp: string): Promise<Booking[]> {
    return this.createQueryBuilder('a')
      .select('*')
      .where({ barberId, deletedAt: null, cancelledAt: null })
      .andWhere('a.starts_at >= ?::timestamp', [localTimestamp])
      .orderBy({ [raw('a.starts_at')]: 'asc' })
      .getResult();
  }

  /** The barber's working week as it is now, in one round trip (a read model of the hours module's tables). */
  async loadWorkingWeek(barberId: string): Promise<WorkingWeekHours> {
    const row = await this.getEntityManager().execute<WorkingWeekRow>(workingWeekQuery, [barberId, barberId], 'get');
    return workingWeekOf(row);
  }

  async hasLiveOn(barberId: string, date: LocalDate): Promise<boolean> {
    const isoDate = toIsoDate(date);
    const row = await this.getEntityManager().execute<{ found: boolean }>(
      `select exists (select 1 from appointment a where a.barber_id = ? and a.deleted_at is null and a.cancelled_at is null
           and a.starts_at >= ?::timestamp and a.starts_at < ?::timestamp + interval '1 day') as found`,
      [barberId, isoDate, isoDate],
      'get',
    );
    return row.found;
  }

  /** The days in [from, to) on which the barber has a live booking, in order. */
  async daysWithLiveBetween(barberId: string, from: LocalDate, to: LocalDate): Promise<LocalDate[]> {
    return this.getEntityManager().execute<LocalDate[]>(
      `select distinct a.year, a.month, a.day from appointment a
        where a.barber_id = ? and a.deleted_at is null and a.cancelled_at is null
          and a.starts_at >= ?::timestamp and a.starts_at < ?::timestamp
        order by a.year, a.month, a.day`,
      [barberId, toIsoDate(from), toIsoDate(to)],
    );
  }

  /** Live bookings whose deposit waits for its Pix (payments' "Sinais a confirmar"), one barber's or all (null); the first hold to end first. */
  findPendingDeposits(barberId: string | null): Promise<Booking[]> {
    const live = { deletedAt: null, cancelledAt: null, deposit: { status: 'pending' as const } };
    return this.find(barberId ? { ...live, barberId } : live, { orderBy: { deposit: { holdUntil: 'asc' }, id: 'asc' } });
  }

  /** A barber's trashed bookings, most recently deleted first. */
  findTrashOf(barberId: string): Promise<Booking[]> {
    return this.find({ barberId, deletedAt: { $ne: null } }, { orderBy: { deletedAt: 'desc' } });
  }

  /**
   * How many no-shows each of these contacts (any spelling of it) has with this barber, keyed by
   * the contact as given; contacts without any are absent. One query for all of them.
   */
  async noShowsByContact(barberId: string, contacts: string[]): Promise<Map<string, number>> {
    // A booking without a contact is nobody's: never counted as one client's.
    const distinct = [...new Set(contacts)].filter((contact) => contact !== NO_CONTACT);
    if (distinct.length === 0) return new Map();
    const rows = await this.getEntityManager().execute<{ contact: string; no_shows: number }[]>(
      `select c.contact, count(*)::int as no_shows
         from unnest(array[?]::text[]) as c(contact)
         join appointment a on a.client_contact_key = contact_key(c.contact)
        where a.barber_id = ? and a.attendance = 'no_show' and a.deleted_at is null
        group by c.contact`,
      [distinct, barberId],
    );
    return new Map(rows.map((row) => [row.contact, row.no_shows]));
  }

  /**
   * The lookup by phone of a contact (any spelling of it), soonest first: bookings starting at or after a local timestamp
   * that are live, or that an unpaid deposit's hold cancelled since `expiredSince` (the SQL of Booking.expiredUnpaid).
   */
  findForContactLookup(clientContact: string, localTimestamp: string, expiredSince: Date): Promise<Booking[]> {
    const expiredUnpaid = "a.deposit_status = 'expired' and a.cancelled_at >= a.deposit_hold_until and a.cancelled_at >= ?::timestamptz";
    return this.createQueryBuilder('a')
      .select('*')
      .where({ deletedAt: null })
      .andWhere('a.client_contact_key = contact_key(?) and a.starts_at >= ?::timestamp', [clientContact, localTimestamp])
      .andWhere(`(a.cancelled_at is null or (${expiredUnpaid}))`, [expiredSince.toISOString()])
      .orderBy({ [raw('a.starts_at')]: 'asc' })
      .getResult();
  }

  /** The live booking a manage token's hash belongs to; trashed or cancelled ones are not found. */
  findLiveByManageTokenHash(manageTokenHash: string): Promise<Booking | null> {
    return this.findOne({ manageTokenHash, deletedAt: null, cancelledAt: null });
  }

  /**
   * What a manage token's holder may still read: the live booking, or the one its unpaid deposit's hold cancelled
   * (Booking.expiredUnpaid), so the link can say what happened. Trashed, or cancelled otherwise, is not found.
   */
  async findLiveOrExpiredUnpaidByManageTokenHash(manageTokenHash: string): Promise<Booking | null> {
    const booking = await this.findOne({ manageTokenHash, deletedAt: null });
    return booking && (booking.isLive || booking.expiredUnpaid) ? booking : null;
  }

  /** A barber's live bookings of a contact (any spelling of it) starting at or after a shop-local timestamp. */
  findFutureLiveOfContact(barberId: string, clientContact: string, localNow: string): Promise<Booking[]> {
    return this.createQueryBuilder('a')
      .select('*')
      .where({ barberId, deletedAt: null, cancelledAt: null })
      .andWhere('a.client_contact_key = contact_key(?) and a.starts_at >= ?::timestamp', [clientContact, localNow])
      .getResult();
  }

  /**
   * For each of these bookings: how many live bookings its contact holds with the same
   * barber from a shop-local timestamp on (0 for bookings without a contact). One query, each count an index range scan.
   */
  async countFutureLiveOfSameContact(bookingIds: string[], localNow: string): Promise<Map<string, number>> {
    if (bookingIds.length === 0) return new Map();
    const rows = await this.getEntityManager().execute<{ id: string; held: number }[]>(
      `select a.id, (select count(*)::int from appointment f
                      where f.client_contact_key = a.client_contact_key and f.client_contact_key <> '' and f.barber_id = a.barber_id
                        and f.deleted_at is null and f.cancelled_at is null and f.starts_at >= ?::timestamp) as held
         from appointment a where a.id in (?)`,
      [localNow, bookingIds],
    );
    return new Map(rows.map((row) => [row.id, row.held]));
  }

  /** Whether a contact (any spelling of it) holds this exact live booking. */
  async holdsLive(clientContact: string, booking: { barberId: string; serviceId: string; date: LocalDate; hour: number }): Promise<boolean> {
    const { barberId, serviceId, date, hour } = booking;
    const row = await this.getEntityManager().execute<{ found: boolean }>(
      `select exists (select 1 from appointment a where a.client_contact_key = contact_key(?) and a.deleted_at is null
         and a.cancelled_at is null and a.barber_id = ? and a.job_id = ? and a.year = ? and a.month = ? and a.day = ? and a.hour = ?) as found`,
      [clientContact, barberId, serviceId, date.year, date.month, date.day, hour],
      'get',
    );
    return row.found;
  }
}

/**
 * The Nest provider of BookingRepository, on the app's EntityManager (request-scoped forks
 * still apply). The entity does not name its repository, so domain/ never imports this file.
 */
export const bookingRepositoryProvider: Provider = {
  provide: BookingRepository,
  useFactory: (em: EntityManager) => new BookingRepository(em, Booking),
  inject: [EntityManager],
};
