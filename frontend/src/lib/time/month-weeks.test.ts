import { describe, expect, it } from 'vitest';
import { weeksOf } from './month-weeks';

describe('weeksOf', () => {
  it('lays a month out in weeks from Sunday, blank before its first day', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = weeksOf({ year: 2026, month: 10 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30']);
  });

  it('starts a month that begins midweek on its weekday, and knows February of a leap year', () => {
    // February 2028 starts on a Tuesday and has 29 days.
    const weeks = weeksOf({ year: 2028, month: 1 });
    expect(weeks[0]).toEqual([null, null, '2028-02-01', '2028-02-02', '2028-02-03', '2028-02-04', '2028-02-05']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(29);
    expect(weeks.at(-1)?.at(-1)).toBe('2028-02-29');
  });

  it('gives a month starting on a Saturday six weeks', () => {
    // August 2026 starts on a Saturday and has 31 days.
    expect(weeksOf({ year: 2026, month: 7 })).toHaveLength(6);
  });
});
