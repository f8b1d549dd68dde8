import { describe, expect, it } from 'vitest';
import { daysInRange, daysOffRuns } from './days-off-runs';

const entry = (year: number, month: number, day: number) => ({ id: `${year}-${month}-${day}`, year, month, day, hour: 0, userId: 'b' });

describe('daysOffRuns', () => {
  it('groups consecutive days into one run, across a month and a year', () => {
    const runs = daysOffRuns([
      entry(2026, 11, 24),
      entry(2026, 11, 25),
      entry(2026, 11, 31),
      entry(2027, 0, 1),
      entry(2027, 0, 2),
      entry(2027, 1, 10),
    ]);
    expect(runs.map(({ first, last, entries }) => [first.day, last.day, entries.length])).toEqual([
      [24, 25, 2],
      [31, 2, 3],
      [10, 10, 1],
    ]);
  });

  it('gives each run’s ends as bare dates, the body the API takes to remove the period', () => {
    const [run] = daysOffRuns([entry(2026, 11, 24), entry(2026, 11, 25)]);
    expect(run.first).toEqual({ year: 2026, month: 11, day: 24 });
    expect(run.last).toEqual({ year: 2026, month: 11, day: 25 });
  });

  it('gives no run for no day off', () => {
    expect(daysOffRuns([])).toEqual([]);
  });
});

describe('daysInRange', () => {
  it('counts both ends, across a new year and a leap February', () => {
    expect(daysInRange({ year: 2026, month: 11, day: 24 }, { year: 2027, month: 0, day: 2 })).toBe(10);
    expect(daysInRange({ year: 2028, month: 1, day: 28 }, { year: 2028, month: 2, day: 1 })).toBe(3);
    expect(daysInRange({ year: 2027, month: 0, day: 1 }, { year: 2027, month: 0, day: 1 })).toBe(1);
    expect(daysInRange({ year: 2027, month: 0, day: 2 }, { year: 2027, month: 0, day: 1 })).toBe(0);
  });
});
