import { compareDates, isRealDate, LocalDate, toIsoDate, weekdayOf } from '../../../shared/time/local-date';
import { WaitlistDaysInvalid } from './waitlist.errors';

/** A client waits for one day or up to a week of days. */
export const MAX_WAITLIST_DAYS = 7;

/** The part of the day the client wants: manhã before 12:00, tarde from 12:00 on; null: any time. */
export type DayPeriod = 'morning' | 'afternoon';
export const DAY_PERIODS: readonly DayPeriod[] = ['morning', 'afternoon'];

const AFTERNOON_FROM = 1200;

export function periodOf(hour: number): DayPeriod {
  return hour < AFTERNOON_FROM ? 'morning' : 'afternoon';
}

/** Whether a start (HHMM) is in the part of the day asked for. */
export function fitsPeriod(hour: number, period: DayPeriod | null): boolean {
  return period === null || periodOf(hour) === period;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

/** "sex 05/12": a day as the push and the errors name it. */
export function shortDay(date: LocalDate): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${WEEKDAYS[weekdayOf(date)]} ${pad(date.day)}/${pad(date.month + 1)}`;
}

/** A day the barber doesn't work (closed, blocked, or its hours over): no time of it can ever open. */
export function dayNeverOpens(date: LocalDate): WaitlistDaysInvalid {
  return new WaitlistDaysInvalid(`O barbeiro não atende em ${shortDay(date)}: escolha outros dias.`);
}

/**
 * The days a client asks for, checked: real dates, from today to the last bookable day, at most seven
 * once repeated ones are dropped; answered in order.
 */
export function waitlistDays(isoDays: readonly string[], today: LocalDate, lastBookable: LocalDate): LocalDate[] {
  const distinct = [...new Set(isoDays)];
  if (distinct.length < 1 || distinct.length > MAX_WAITLIST_DAYS) throw new WaitlistDaysInvalid('Escolha de 1 a 7 dias.');
  const days = distinct.map(parseDay).sort(compareDates);
  if (compareDates(days[0], today) < 0) throw new WaitlistDaysInvalid('Escolha dias a partir de hoje.');
  if (compareDates(days[days.length - 1], lastBookable) > 0) {
    throw new WaitlistDaysInvalid(`Escolha dias até ${toIsoDate(lastBookable).split('-').reverse().join('/')}, o último dia da agenda.`);
  }
  return days;
}

function parseDay(iso: string): LocalDate {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new WaitlistDaysInvalid(`Data inválida: ${iso.slice(0, 20)}. Use AAAA-MM-DD.`);
  const date = { year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) };
  if (!isRealDate(date)) throw new WaitlistDaysInvalid(`Data inexistente: ${iso}.`);
  return date;
}

/** A stored day ('YYYY-MM-DD', as PostgreSQL writes a date) as a LocalDate (month 0-11). */
export function localDateOf(iso: string): LocalDate {
  const [year, month, day] = iso.split('-').map(Number);
  return { year, month: month - 1, day };
}
