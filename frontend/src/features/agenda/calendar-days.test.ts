import { describe, expect, it } from 'vitest';
import { describeOpenDays } from './calendar-days';
import type { DayClosure } from './use-month-closures';

describe("the booking form's calendar days", () => {
  const closures = new Map<string, DayClosure>([
    ['2026-11-29', 'weekday_off'],
    ['2026-12-04', 'day_off'],
  ]);

  it('lets an open day be chosen, and a day whose closure is not known yet', () => {
    expect(describeOpenDays(closures, '2026-11-30')('2026-12-01')).toEqual({ choosable: true, note: 'aberto' });
    expect(describeOpenDays(new Map(), '2026-11-30')('2026-11-29')).toEqual({ choosable: true, note: 'aberto' });
  });

  it('shows a closed day as such, and lets it be chosen only when it is the chosen day already', () => {
    expect(describeOpenDays(closures, '2026-11-30')('2026-11-29')).toEqual({ choosable: false, note: 'folga semanal' });
    expect(describeOpenDays(closures, '2026-11-30')('2026-12-04')).toEqual({ choosable: false, note: 'dia sem agenda' });
    expect(describeOpenDays(closures, '2026-12-04')('2026-12-04')).toEqual({ choosable: true, note: 'dia sem agenda' });
  });
});
