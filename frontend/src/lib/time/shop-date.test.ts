import { describe, expect, it } from 'vitest';
import { compareDates, sameDate } from './shop-date';

describe('shop dates', () => {
  it('orders dates by year, then month, then day', () => {
    expect(compareDates({ year: 2026, month: 11, day: 31 }, { year: 2027, month: 0, day: 1 })).toBeLessThan(0);
    expect(compareDates({ year: 2026, month: 10, day: 2 }, { year: 2026, month: 9, day: 30 })).toBeGreaterThan(0);
    expect(compareDates({ year: 2026, month: 10, day: 23 }, { year: 2026, month: 10, day: 23 })).toBe(0);
  });

  it('tells the same day apart from another', () => {
    expect(sameDate({ year: 2026, month: 10, day: 23 }, { year: 2026, month: 10, day: 23 })).toBe(true);
    expect(sameDate({ year: 2026, month: 10, day: 23 }, { year: 2026, month: 10, day: 24 })).toBe(false);
  });
});
