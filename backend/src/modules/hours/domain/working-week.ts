import { EVERY_WEEKDAY } from './weekday';
import { WorkingHours, workingHoursOf } from './working-hours';

/** One weekday of a barber's week as the "Atendimento" screen edits it. */
export interface WorkingDay {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Clients can book on this weekday: it is not a weekday off and it has working hours. */
  open: boolean;
  /** The weekday's working hours, kept while the weekday is off; null when it has none. */
  hours: WorkingHours | null;
}

/** A stored time of day and the weekdays it is open on. */
export interface OpenTime {
  hour: number;
  openWeekdays: readonly number[];
}

/** The barber's seven weekdays, Sunday first, from the stored times and weekdays off. */
export function workingWeekOf(times: readonly OpenTime[], weekdaysOff: readonly number[]): WorkingDay[] {
  return EVERY_WEEKDAY.map((weekday) => {
    const hours = workingHoursOf(times.filter((time) => time.openWeekdays.includes(weekday)).map((time) => time.hour));
    return { weekday, open: hours !== null && !weekdaysOff.includes(weekday), hours };
  });
}
