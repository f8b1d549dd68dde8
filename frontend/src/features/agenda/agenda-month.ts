import { formatMonthYear, MONTH_NAMES } from '../../lib/format/format';
import type { AgendaMonth } from './types';

export const MONTH_ROUTE = '/administrador/minha-agenda/$monthName/$monthNumber/$year' as const;

/** The URL parameters of a month's agenda: /administrador/minha-agenda/novembro/10/2026 (month 0-11). */
export interface AgendaMonthParams {
  monthName: string;
  monthNumber: string;
  year: string;
}

export function agendaMonthParams({ month, year }: AgendaMonth): AgendaMonthParams {
  return { monthName: MONTH_NAMES[month].toLowerCase(), monthNumber: String(month), year: String(year) };
}

/** The month of the URL, or null when it is not a month 0-11 of a plausible year. */
export function parseAgendaMonth({ monthNumber, year }: AgendaMonthParams): AgendaMonth | null {
  if (!/^\d{1,2}$/.test(monthNumber) || !/^\d{4}$/.test(year)) return null;
  const month = Number(monthNumber);
  return month <= 11 ? { month, year: Number(year) } : null;
}

export function shiftMonth({ month, year }: AgendaMonth, by: number): AgendaMonth {
  const index = year * 12 + month + by;
  return { month: index % 12, year: Math.floor(index / 12) };
}

export const monthTitle = ({ month, year }: AgendaMonth) => formatMonthYear(month, year);
