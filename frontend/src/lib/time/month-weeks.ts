import { toIsoDate, type CalendarMonth } from './iso-date';
import { daysInMonth } from './shop-date';

/** The month's ISO dates week by week (Sunday first), null where a week has no day of the month. */
export function weeksOf({ year, month }: CalendarMonth): (string | null)[][] {
  const leadingBlanks = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const cells = [
    ...Array<null>(leadingBlanks).fill(null),
    ...Array.from({ length: daysInMonth(year, month) }, (_, index) => toIsoDate({ year, month, day: index + 1 })),
  ];
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}
