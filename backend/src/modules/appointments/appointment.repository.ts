import { EntityRepository } from '@mikro-orm/postgresql';
import { LocalDate, toIsoDate, weekdayOf } from '../../shared/time/local-date';
import { Appointment } from './domain/appointment.entity';
import { DaySchedule } from './domain/day-schedule';

/** The day snapshot plus whether the barber exists and takes bookings (null: no such barber). */
export interface DayScheduleSnapshot extends DaySchedule {
  barberActive: boolean | null;
}

interface SnapshotRow {
  barber_active: boolean | null;
  hours: DaySchedule['hours'];
  weekday_off: boolean;
  blocked_hours: number[];
  booked: DaySchedule['booked'];
}

/**
 * Everything the booking rules need about one barber's day, in a single round trip of indexed
 * look-ups, however many appointments are stored. It reads the hours and unavailability tables
 * too: a read model for the booking aggregate; those modules still own every write to them.
 */
const DAY_SCHEDULE_SQL = `
  select
    (select b.active from barber b where b.id = ?) as barber_active,
    coalesce((select json_agg(json_build_object('hour', h.hour, 'available', h.available) order by h.hour)
              from hour_slot h where h.barber_id = ?), '[]'::json) as hours,
    exists (select 1 from weekday_off w where w.barber_id = ? and w.weekday = ?) as weekday_off,
    coalesce((select json_agg(u.hour) from unavailable u
              where u.barber_id = ? and u.year = ? and u.month = ? and u.day = ?), '[]'::json) as blocked_hours,
    coalesce((select json_agg(json_build_object('hour', a.hour, 'slotCount', a.slot_count))
              from appointment a
              where a.barber_id = ? and a.deleted_at is null
                and a.starts_at >= ?::timestamp and a.starts_at < ?::timestamp + interval '1 day'), '[]'::json) as booked`;

export class AppointmentRepository extends EntityRepository<Appointment> {
  async loadDaySchedule(barberId: string, date: LocalDate): Promise<DayScheduleSnapshot> {
    const isoDate = toIsoDate(date);
    const row = await this.getEntityManager()
      .getConnection()
      .execute<SnapshotRow>(
        DAY_SCHEDULE_SQL,
        [barberId, barberId, barberId, weekdayOf(date), barberId, date.year, date.month, date.day, barberId, isoDate, isoDate],
        'get',
      );
    return {
      date,
      barberActive: row.barber_active,
      hours: row.hours,
      weekdayOff: row.weekday_off,
      blockedHours: row.blocked_hours,
      booked: row.booked,
    };
  }

  /** Live appointments of a client's contact, soonest first. */
  findLiveByContact(clientContact: string): Promise<Appointment[]> {
    return this.find(
      { clientContact, deletedAt: null },
      { orderBy: { year: 'asc', month: 'asc', day: 'asc', hour: 'asc' } },
    );
  }
}

/** True when PostgreSQL refused a row because it overlaps a live appointment (exclusion violation). */
export function isOverlapViolation(error: unknown): boolean {
  const cause = error as { code?: string; constraint?: string; cause?: { code?: string } } | null;
  return cause?.code === '23P01' || cause?.cause?.code === '23P01';
}
