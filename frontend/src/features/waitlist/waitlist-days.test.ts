import { describe, expect, it } from 'vitest';
import { daysLabel, MAX_WAITLIST_DAYS, preselectedDays, toggleDay, waitlistDayChoices } from './waitlist-days';

const window = { first: { year: 2026, month: 11, day: 28 }, last: { year: 2027, month: 0, day: 20 } };

describe('waitlistDayChoices', () => {
  it('offers the booking window’s first days, across the end of a year', () => {
    const days = waitlistDayChoices(window, 5);
    expect(days).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('stops at the window’s last day', () => {
    const short = { first: { year: 2026, month: 10, day: 28 }, last: { year: 2026, month: 10, day: 30 } };
    expect(waitlistDayChoices(short)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
  });
});

describe('preselectedDays', () => {
  const choices = ['2026-12-28', '2026-12-29'];

  it('checks the day chosen at the time step when it is offered', () => {
    expect(preselectedDays(choices, { year: 2026, month: 11, day: 29 })).toEqual(['2026-12-29']);
  });

  it('checks nothing without a chosen day, or for one outside the choices', () => {
    expect(preselectedDays(choices, null)).toEqual([]);
    expect(preselectedDays(choices, { year: 2026, month: 11 })).toEqual([]);
    expect(preselectedDays(choices, { year: 2027, month: 5, day: 1 })).toEqual([]);
  });
});

describe('toggleDay', () => {
  it('checks a day in order and unchecks it on a second tap', () => {
    const chosen = toggleDay(['2026-12-30'], '2026-12-28');
    expect(chosen).toEqual(['2026-12-28', '2026-12-30']);
    expect(toggleDay(chosen, '2026-12-30')).toEqual(['2026-12-28']);
  });

  it('checks no eighth day', () => {
    const week = Array.from({ length: MAX_WAITLIST_DAYS }, (_, index) => `2026-12-${String(index + 1).padStart(2, '0')}`);
    expect(toggleDay(week, '2026-12-20')).toBe(week);
    expect(toggleDay(week, '2026-12-01')).toHaveLength(MAX_WAITLIST_DAYS - 1);
  });
});

describe('daysLabel', () => {
  it('reads each day with its weekday', () => {
    expect(daysLabel(['2026-12-05', '2026-12-07'])).toBe('Sáb 05/12, Seg 07/12');
  });
});
