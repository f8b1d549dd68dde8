import { DateTime } from 'luxon';
import { InvalidInput } from '../errors/domain-error';

/** A calendar day in the shop's time zone. `month` is 0-based (January = 0), as everywhere in the API. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export function isRealDate({ year, month, day }: LocalDate): boolean {
  return DateTime.utc(year, month + 1, day).isValid;
}

/** Just the calendar day of a value that carries more (a request body, a booking target). */
export function dateOf({ year, month, day }: LocalDate): LocalDate {
  return { year, month, day };
}

/** A day its month does not have (31 February), or outside the years the API takes. */
export class InvalidDate extends InvalidInput {
  constructor() {
    super('Data inválida: este dia não existe no mês informado.');
  }
}

/** The calendar day of `value`; a day its month does not have is a 400. */
export function ensureRealDate(value: LocalDate): LocalDate {
  const date = dateOf(value);
  if (!isRealDate(date)) throw new InvalidDate();
  return date;
}

/** 'YYYY-MM-DD' as a calendar day; malformed text, a year before 2000 or a day its month lacks (2026-02-30) is a 400. */
export function parseIsoDate(text: string): LocalDate {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts || Number(parts[1]) < 2000) throw new InvalidDate();
  return ensureRealDate({ year: Number(parts[1]), month: Number(parts[2]) - 1, day: Number(parts[3]) });
}

export function toIsoDate({ year, month, day }: LocalDate): string {
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: LocalDate): number {
  return toDateTime(date).weekday % 7;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromDateTime(toDateTime(date).plus({ days }));
}

/** The first day of a month and the first day of the next: the month is [first, next). */
export function monthRange(year: number, month: number): [first: LocalDate, next: LocalDate] {
  const next = month === 11 ? { year: year + 1, month: 0, day: 1 } : { year, month: month + 1, day: 1 };
  return [{ year, month, day: 1 }, next];
}

/** Every day of a month (0-11), in order. */
export function daysOfMonth(year: number, month: number): LocalDate[] {
  const length = DateTime.utc(year, month + 1).daysInMonth ?? 0;
  return Array.from({ length }, (_, index) => ({ year, month, day: index + 1 }));
}

/** How many days from `from` to `to`: 0 for the same day, negative when `to` comes first. */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round(toDateTime(to).diff(toDateTime(from), 'days').days);
}

/** Negative when a is before b, 0 when equal, positive after. */
export function compareDates(a: LocalDate, b: LocalDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function fromDateTime(value: DateTime): LocalDate {
  return { year: value.year, month: value.month - 1, day: value.day };
}

function toDateTime({ year, month, day }: LocalDate): DateTime {
  return DateTime.utc(year, month + 1, day);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
