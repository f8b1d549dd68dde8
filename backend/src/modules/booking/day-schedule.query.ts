import { LocalDate, toIsoDate, weekdayOf } from '../../shared/time/local-date';
import { DaySchedule } from './domain/day/day-schedule';

/** The day snapshot plus whether the barber exists and takes bookings (null: no such barber), and their names. */
export interface DayScheduleSnapshot extends DaySchedule {
  barberActive: boolean | null;
  barberUsername: string | null;
  barberDisplayName: string | null;
}

/** An active service's row, read with the day (the services module makes it a BookableService: `bookableService`). */
export interface ServiceRow {
  serviceId: string;
  barberId: string;
  name: string;
  priceCents: number;
  doubleTime: boolean;
}

export interface DaySnapshotRow {
  /** Only when a service was asked for; null when there is no such active service. */
  service?: ServiceRow | null;
  barber_active: boolean | null;
  barber_username: string | null;
  barber_display_name: string | null;
  open_hours: number[];
  weekday_off: boolean;
  blocked_hours: number[];
  booked: DaySchedule['booked'];
}

/**
 * Everything the booking rules need about one barber's day, in a single round trip of indexed
 * look-ups, however many bookings are stored. It reads the hours and unavailability tables
 * too: a read model for the booking aggregate; those modules still own every write to them.
 * A waitlist offer still pending holds its time like a booking (modules/waitlist), for everyone
 * but the offers of that very start when one of them is being taken (`excludedId` is its id).
 * Kept apart from the repository so the benchmark's bare Fastify + pg baseline runs this very statement.
 */
const DAY_SCHEDULE_COLUMNS = `
    (select b.active from barber b where b.id = ?) as barber_active,
    (select b.username from barber b where b.id = ?) as barber_username,
    (select b.display_name from barber b where b.id = ?) as barber_display_name,
    coalesce((select json_agg(h.hour order by h.hour)
              from hour_slot h where h.barber_id = ? and ?::smallint = any(h.open_weekdays)), '[]'::json) as open_hours,
    exists (select 1 from weekday_off w where w.barber_id = ? and w.weekday = ?) as weekday_off,
    coalesce((select json_agg(u.hour) from unavailable u
              where u.barber_id = ? and u.year = ? and u.month = ? and u.day = ?), '[]'::json) as blocked_hours,
    coalesce((select json_agg(json_build_object('hour', x.hour, 'slotCount', x.slot_count)) from (
                select a.hour, a.slot_count from appointment a
                where a.barber_id = ? and a.deleted_at is null and a.cancelled_at is null and a.id is distinct from ?::uuid
                  and a.starts_at >= ?::timestamp and a.starts_at < ?::timestamp + interval '1 day'
                union all
                select o.hour, o.slot_count from waitlist_offer o
                where o.barber_id = ? and o.date = ?::date and o.status = 'pending'
                  and o.hour is distinct from (select t.hour from waitlist_offer t where t.id = ?::uuid and t.date = o.date)) x),
             '[]'::json) as booked`;

/** The service being booked, read in the same statement: availability is one round trip. */
const SERVICE_COLUMN = `
    (select json_build_object('serviceId', j.id, 'barberId', j.barber_id, 'name', j.name, 'priceCents', j.value_cents,
                              'doubleTime', j.double_time)
     from job j where j.id = ? and j.active) as service,`;

const DAY_SCHEDULE_SQL = `select${DAY_SCHEDULE_COLUMNS}`;
const DAY_SCHEDULE_WITH_SERVICE_SQL = `select${SERVICE_COLUMN}${DAY_SCHEDULE_COLUMNS}`;

/**
 * The day snapshot's statement (`?` placeholders) and its parameters. `excludedId` leaves one booking out of
 * `booked`: the one being moved, so it never conflicts with the slots it holds itself; or, when it is a
 * waitlist offer's id, the pending offers of that offer's start (its holder is taking it). With a `serviceId`, the row's
 * `service` is that active service (or null).
 */
export function dayScheduleQuery(
  barberId: string,
  date: LocalDate,
  excludedId: string | null,
  serviceId: string | null = null,
): { sql: string; params: unknown[] } {
  const isoDate = toIsoDate(date);
  const weekday = weekdayOf(date);
  return {
    sql: serviceId === null ? DAY_SCHEDULE_SQL : DAY_SCHEDULE_WITH_SERVICE_SQL,
    params: [
      ...(serviceId === null ? [] : [serviceId]),
      barberId,
      barberId,
      barberId,
      barberId,
      weekday,
      barberId,
      weekday,
      barberId,
      date.year,
      date.month,
      date.day,
      barberId,
      excludedId,
      isoDate,
      isoDate,
      barberId,
      isoDate,
      excludedId,
    ],
  };
}

export function daySnapshotOf(date: LocalDate, row: DaySnapshotRow): DayScheduleSnapshot {
  return {
    date,
    barberActive: row.barber_active,
    barberUsername: row.barber_username,
    barberDisplayName: row.barber_display_name,
    openHours: row.open_hours,
    weekdayOff: row.weekday_off,
    blockedHours: row.blocked_hours,
    booked: row.booked,
  };
}
