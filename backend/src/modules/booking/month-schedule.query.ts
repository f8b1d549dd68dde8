import { monthRange, toIsoDate } from '../../shared/time/local-date';
import { MonthSchedule } from './domain/day/month-schedule';

/** The month snapshot plus whether the barber exists and takes bookings (null: no such barber). */
export interface MonthScheduleSnapshot extends MonthSchedule {
  barberActive: boolean | null;
}

/** The month snapshot's row as the database answers it. */
export interface MonthSnapshotRow {
  barber_active: boolean | null;
  hours: MonthSchedule['hours'];
  weekdays_off: number[];
  blocked: MonthSchedule['blocked'];
  booked: MonthSchedule['booked'];
}

/** The day snapshot's look-ups for a whole month, still one round trip (the calendar of free days); pending waitlist offers hold their times. */
const MONTH_SCHEDULE_SQL = `
  select
    (select b.active from barber b where b.id = ?) as barber_active,
    coalesce((select json_agg(json_build_object('hour', h.hour, 'openWeekdays', h.open_weekdays) order by h.hour)
              from hour_slot h where h.barber_id = ?), '[]'::json) as hours,
    coalesce((select json_agg(w.weekday) from weekday_off w where w.barber_id = ?), '[]'::json) as weekdays_off,
    coalesce((select json_agg(json_build_object('day', u.day, 'hour', u.hour)) from unavailable u
              where u.barber_id = ? and u.year = ? and u.month = ?), '[]'::json) as blocked,
    coalesce((select json_agg(json_build_object('day', x.day, 'hour', x.hour, 'slotCount', x.slot_count)) from (
                select a.day, a.hour, a.slot_count from appointment a
                where a.barber_id = ? and a.deleted_at is null and a.cancelled_at is null
                  and a.starts_at >= ?::timestamp and a.starts_at < ?::timestamp
                union all
                select extract(day from o.date)::int, o.hour, o.slot_count from waitlist_offer o
                where o.barber_id = ? and o.status = 'pending' and o.date >= ?::date and o.date < ?::date) x),
             '[]'::json) as booked`;

/** The month snapshot's statement (`?` placeholders) and its parameters, for a month 0-11. */
export function monthScheduleQuery(barberId: string, year: number, month: number): { sql: string; params: unknown[] } {
  const [first, next] = monthRange(year, month);
  return {
    sql: MONTH_SCHEDULE_SQL,
    params: [
      barberId,
      barberId,
      barberId,
      barberId,
      year,
      month,
      barberId,
      toIsoDate(first),
      toIsoDate(next),
      barberId,
      toIsoDate(first),
      toIsoDate(next),
    ],
  };
}

export function monthSnapshotOf(year: number, month: number, row: MonthSnapshotRow): MonthScheduleSnapshot {
  return {
    year,
    month,
    barberActive: row.barber_active,
    hours: row.hours,
    weekdaysOff: row.weekdays_off,
    blocked: row.blocked,
    booked: row.booked,
  };
}
