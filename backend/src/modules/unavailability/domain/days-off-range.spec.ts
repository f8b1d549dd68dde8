import { daysOffRange, MAX_DAYS_OFF_AT_ONCE } from './days-off-range';

describe('daysOffRange', () => {
  it('lists every day from the first to the last, across a new year', () => {
    const days = daysOffRange({ year: 2026, month: 11, day: 24 }, { year: 2027, month: 0, day: 2 });
    expect(days).toHaveLength(10);
    expect(days[0]).toEqual({ year: 2026, month: 11, day: 24 });
    expect(days[7]).toEqual({ year: 2026, month: 11, day: 31 });
    expect(days[9]).toEqual({ year: 2027, month: 0, day: 2 });
  });

  it('takes a single day', () => {
    expect(daysOffRange({ year: 2027, month: 1, day: 28 }, { year: 2027, month: 1, day: 28 })).toEqual([{ year: 2027, month: 1, day: 28 }]);
  });

  it('refuses a last day before the first, more than a year of days, and a day the month does not have', () => {
    expect(() => daysOffRange({ year: 2027, month: 0, day: 2 }, { year: 2026, month: 11, day: 24 })).toThrow('igual ou posterior');
    expect(daysOffRange({ year: 2027, month: 0, day: 1 }, { year: 2027, month: 11, day: 31 })).toHaveLength(365);
    expect(() => daysOffRange({ year: 2027, month: 0, day: 1 }, { year: 2028, month: 0, day: 1 })).not.toThrow();
    expect(() => daysOffRange({ year: 2027, month: 0, day: 1 }, { year: 2028, month: 0, day: 2 })).toThrow(`no máximo ${MAX_DAYS_OFF_AT_ONCE} dias`);
    expect(() => daysOffRange({ year: 2027, month: 1, day: 30 }, { year: 2027, month: 2, day: 5 })).toThrow('Data inválida');
  });
});
