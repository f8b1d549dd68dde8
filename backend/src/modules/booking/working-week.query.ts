import { WorkingWeekHours } from './domain/day/outside-hours';

/** The barber's working week as it is now, in one round trip (a read model of the hours module's tables): two parameters, the barber twice. */
export const workingWeekQuery = `select
   coalesce((select json_agg(json_build_object('hour', h.hour, 'openWeekdays', h.open_weekdays) order by h.hour)
             from hour_slot h where h.barber_id = ?), '[]'::json) as hours,
   coalesce((select json_agg(w.weekday) from weekday_off w where w.barber_id = ?), '[]'::json) as weekdays_off`;

export interface WorkingWeekRow {
  hours: WorkingWeekHours['hours'];
  weekdays_off: number[];
}

export const workingWeekOf = (row: WorkingWeekRow): WorkingWeekHours => ({ hours: row.hours, weekdaysOff: row.weekdays_off });
