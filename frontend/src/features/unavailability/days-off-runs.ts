import { addDays, sameDate } from '../../lib/time/shop-date';
import type { ShopDate } from '../../lib/time/shop-types';
import type { UnavailableEntry } from '../../api/types';

/** Consecutive whole days off (a holiday, a vacation), shown and removed together. */
export interface DaysOffRun {
  first: ShopDate;
  last: ShopDate;
  entries: UnavailableEntry[];
}

/** Whole days off (ascending, as the API lists them) grouped into runs of consecutive days. */
export function daysOffRuns(daysOff: readonly UnavailableEntry[]): DaysOffRun[] {
  const runs: DaysOffRun[] = [];
  for (const entry of daysOff) {
    // The date alone: the run's ends are sent back to the API, which refuses unknown fields.
    const date = { year: entry.year, month: entry.month, day: entry.day };
    const current = runs[runs.length - 1];
    if (current && sameDate(addDays(current.last, 1), date)) {
      current.last = date;
      current.entries.push(entry);
    } else {
      runs.push({ first: date, last: date, entries: [entry] });
    }
  }
  return runs;
}

/** How many days from `first` to `last`, both included (0 when `last` comes first). */
export function daysInRange(first: ShopDate, last: ShopDate): number {
  const days = Math.round((Date.UTC(last.year, last.month, last.day) - Date.UTC(first.year, first.month, first.day)) / 86_400_000) + 1;
  return Math.max(0, days);
}

/** The most days a period may have, as the server allows. */
export const MAX_DAYS_OFF_AT_ONCE = 366;
