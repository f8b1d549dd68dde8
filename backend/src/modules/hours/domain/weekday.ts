import { InvalidWeekday } from './hours.errors';

/** 0 = Sunday … 6 = Saturday, as JavaScript's Date#getDay and weekdayOf() count them. */
export const EVERY_WEEKDAY: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

export function parseWeekday(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[0-6]$/.test(text)) throw new InvalidWeekday();
  return Number(text);
}
