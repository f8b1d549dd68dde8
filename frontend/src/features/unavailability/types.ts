/** A day (hour 0) or one time (HHMM) the barber takes no appointments; month 0-11. */
export interface UnavailableEntry {
  id: string;
  day: number;
  month: number;
  year: number;
  hour: number;
  userId: string;
}

/** The date fields as typed: the day is free text until checked, the month may be unchosen. */
export interface DateInput {
  day: string;
  month: number | null;
  year: number;
}
