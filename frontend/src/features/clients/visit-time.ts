import { formatDate, weekdayName } from '../../lib/format/format';
import { addDays, sameDate } from '../../lib/time/shop-date';
import type { ShopDate } from '../../lib/time/shop-types';

/**
 * '2026-11-20 14:30' → 'sexta-feira, 20/11/2026 às 14:30': the weekday a barber plans by, and the year a history spans.
 * On the shop's today and tomorrow: 'Hoje às 14:30', 'Amanhã às 14:30'.
 */
export function formatVisit(localTimestamp: string, today?: ShopDate): string {
  const [date, time] = localTimestamp.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const visit = { year, month: month - 1, day };
  const near = today && nearDayName(visit, today);
  return near ? `${near} às ${time}` : `${weekdayName(day, month - 1, year)}, ${formatDate(day, month - 1, year)} às ${time}`;
}

function nearDayName(date: ShopDate, today: ShopDate): string | null {
  if (sameDate(date, today)) return 'Hoje';
  if (sameDate(date, addDays(today, 1))) return 'Amanhã';
  return null;
}

/** 1 → '1 visita', 3 → '3 visitas'. */
export function visitsLabel(count: number): string {
  return count === 1 ? '1 visita' : `${count} visitas`;
}
