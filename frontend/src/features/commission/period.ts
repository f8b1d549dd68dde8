import { MONTH_NAMES } from '../../lib/format/format';
import { fromIsoDate, parseIsoDate, toIsoDate } from '../../lib/time/iso-date';
import type { ShopDate } from '../../lib/time/shop-types';

/** A statement's days, both included, as the API and the address write them ('2026-12-01'). */
export interface Period {
  from: string;
  to: string;
}

/** A calendar month; month 0-11. */
export interface Month {
  year: number;
  month: number;
}

/** The API's longest statement, in days (STATEMENT_PERIOD_TOO_LONG past it). */
export const MAX_PERIOD_DAYS = 366;

const pad = (value: number) => String(value).padStart(2, '0');

const utc = ({ year, month, day }: ShopDate) => Date.UTC(year, month, day);
const fromUtc = (time: number): ShopDate => {
  const date = new Date(time);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
};

/** { year: 2026, month: 11 } → '2026-12', the `?mes=` of the Comissões page. */
export const monthParam = ({ year, month }: Month): string => `${year}-${pad(month + 1)}`;

/** `?mes=2026-12` → { year: 2026, month: 11 }; anything else (another shape, month 13, before 2000) → undefined. */
export function parseMonthParam(value: unknown): Month | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}$/.test(value)) return undefined;
  const [year, month] = value.split('-').map(Number);
  if (year < 2000 || month < 1 || month > 12) return undefined;
  return { year, month: month - 1 };
}

/** The month `months` after (or before, negative) `month`. */
export function addMonths({ year, month }: Month, months: number): Month {
  const index = year * 12 + month + months;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** A month's first to last day. */
export function monthPeriod({ year, month }: Month): Period {
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return { from: toIsoDate({ year, month, day: 1 }), to: toIsoDate({ year, month, day: last }) };
}

/** The week (Monday to Sunday) that holds `today`: *esta semana*. */
export function weekPeriod(today: ShopDate): Period {
  const time = utc(today);
  const sinceMonday = (new Date(time).getUTCDay() + 6) % 7;
  const monday = time - sinceMonday * 86_400_000;
  return { from: toIsoDate(fromUtc(monday)), to: toIsoDate(fromUtc(monday + 6 * 86_400_000)) };
}

/** How many days a period holds, both ends included (0 when reversed). */
export function periodDays({ from, to }: Period): number {
  const days = (utc(fromIsoDate(to)) - utc(fromIsoDate(from))) / 86_400_000 + 1;
  return Math.max(0, days);
}

/**
 * `?de=&ate=` of a statement: both real days, in order, at most a year apart, else `fallback` (the shop's current month).
 * One alone is read as that day's month.
 */
export function parsePeriod(search: { de?: unknown; ate?: unknown }, fallback: Period): Period {
  const from = parseIsoDate(search.de);
  const to = parseIsoDate(search.ate);
  if (from && to) {
    const period = { from: toIsoDate(from), to: toIsoDate(to) };
    const days = periodDays(period);
    return days >= 1 && days <= MAX_PERIOD_DAYS ? period : fallback;
  }
  const one = from ?? to;
  return one ? monthPeriod(one) : fallback;
}

/** The month a period is exactly, or undefined (a week, a range). */
export function periodMonth(period: Period): Month | undefined {
  const from = fromIsoDate(period.from);
  const whole = monthPeriod(from);
  return whole.from === period.from && whole.to === period.to ? { year: from.year, month: from.month } : undefined;
}

/** '2026-12-07' → '07/12/2026'. */
export const formatIsoDate = (value: string): string => {
  const { year, month, day } = fromIsoDate(value);
  return `${pad(day)}/${pad(month + 1)}/${year}`;
};

/** '2026-12-07' → '07/12', a statement line's day. */
export const formatShortIsoDate = (value: string): string => formatIsoDate(value).slice(0, 5);

/** What a period is called on the page: 'Dezembro de 2026', or '07/12/2026 a 13/12/2026'. */
export function periodLabel(period: Period): string {
  const month = periodMonth(period);
  if (month) return `${MONTH_NAMES[month.month]} de ${month.year}`;
  return period.from === period.to ? formatIsoDate(period.from) : `${formatIsoDate(period.from)} a ${formatIsoDate(period.to)}`;
}

/** 'dezembro', as a sentence names a month ('Comissões a pagar em dezembro'). */
export const monthWord = ({ month }: Month): string => MONTH_NAMES[month].toLowerCase();

/** The shop's day an instant falls on, as '2026-12-06': ('2026-12-07T01:30:00Z', 'America/Sao_Paulo') → '2026-12-06'. */
export function shopDayOf(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}
