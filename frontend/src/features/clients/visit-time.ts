import { formatDate, weekdayName } from '../../lib/format';

/** '2026-11-20 14:30' → 'sexta-feira, 20/11/2026 às 14:30': the weekday a barber plans by, and the year a history spans. */
export function formatVisit(localTimestamp: string): string {
  const [date, time] = localTimestamp.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  return `${weekdayName(day, month - 1, year)}, ${formatDate(day, month - 1, year)} às ${time}`;
}

/** 1 → '1 visita', 3 → '3 visitas'. */
export function visitsLabel(count: number): string {
  return count === 1 ? '1 visita' : `${count} visitas`;
}
