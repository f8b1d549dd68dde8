/** From `start` until `end`, HHMM on the 30-minute grid; `end` is excluded (2400 = midnight). */
export interface TimeRange {
  start: number;
  end: number;
}

/** One weekday's working hours: open from `start` until `end`, closed during the breaks. */
export interface WorkingHours extends TimeRange {
  breaks: TimeRange[];
}

/** One weekday of the barber's week (`weekday` 0 = Sunday). `hours` stays while the weekday is off; null when it has none. */
export interface WorkingDay {
  weekday: number;
  open: boolean;
  hours: WorkingHours | null;
}

export interface WorkingWeek {
  userId: string;
  /** Sunday (0) to Saturday (6). */
  days: WorkingDay[];
}

/** Weekday numbers as the API uses them: 0 = Sunday. */
export const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;

/** The order a Brazilian week is shown in: Monday first, Sunday last. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
