import { MONTH_NAMES } from '../../../lib/format/format';

const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];

/** The day view's heading, short enough for one line at 360 px: (25, 10, 2026) → 'Quarta, 25 de novembro'. */
export function dayTitle(day: number, month: number, year: number): string {
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month, day)).getUTCDay()];
  return `${weekday}, ${day} de ${MONTH_NAMES[month].toLowerCase()}`;
}
