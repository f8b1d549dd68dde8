import { InvalidWeekday } from './hours.errors';

/** 0 = Sunday … 6 = Saturday, as JavaScript's Date#getDay and weekdayOf() count them. */
export function parseWeekday(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[0-6]$/.test(text)) throw new InvalidWeekday();
  return Number(text);
}
