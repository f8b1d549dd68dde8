import { describe, expect, it } from 'vitest';
import { isChosenDayFull, isFullOnCalendar } from './full-day';

const entry = (date: string, freeStarts: number, openStarts: number) => ({ date, day: Number(date.slice(8)), freeStarts, openStarts });
const december = { year: 2026, month: 11, days: [entry('2026-12-11', 4, 16), entry('2026-12-12', 0, 16), entry('2026-12-13', 0, 0)] };
const times = (hours: number[]) => ({ date: '2026-12-12', slots: hours.map((hour) => ({ hour, label: String(hour) })) });

describe('a full day', () => {
  it('on the calendar: worked by the barber, no time free; not a closed day, nor one with free times', () => {
    expect(isFullOnCalendar(december.days[1])).toBe(true);
    expect(isFullOnCalendar(december.days[0])).toBe(false);
    expect(isFullOnCalendar(december.days[2])).toBe(false);
    expect(isFullOnCalendar(undefined)).toBe(false);
  });

  it('chosen: its times loaded and none free, on a day the barber works or a month not shown', () => {
    expect(isChosenDayFull('2026-12-12', times([]), december)).toBe(true);
    expect(isChosenDayFull('2027-01-02', times([]), december)).toBe(true);
    expect(isChosenDayFull('2026-12-12', times([1400]), december)).toBe(false);
    expect(isChosenDayFull('2026-12-12', undefined, december)).toBe(false);
    expect(isChosenDayFull('2026-12-13', times([]), december)).toBe(false);
  });
});
