import { describe, expect, it } from 'vitest';
import { chosenDay, daysLabel, daysThatCanOpen, MAX_WAITLIST_DAYS, monthsOf, toggleDay, waitlistDayChoices } from './waitlist-days';

const window = { first: { year: 2026, month: 11, day: 28 }, last: { year: 2027, month: 0, day: 20 } };

describe('waitlistDayChoices', () => {
  it('offers the booking window’s first days, across the end of a year', () => {
    const days = waitlistDayChoices(window, [], 5);
    expect(days).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('starts at a later day wanted (a full day tapped in the calendar), the earliest of them', () => {
    expect(waitlistDayChoices(window, ['2027-01-10', '2027-01-08'], 3)).toEqual(['2027-01-08', '2027-01-09', '2027-01-10']);
    expect(waitlistDayChoices(window, ['2027-01-19'], 5)).toEqual(['2027-01-19', '2027-01-20']);
  });

  it('keeps the window’s first days for a wanted day among them, or one outside the window or not a date', () => {
    const first = ['2026-12-28', '2026-12-29', '2026-12-30'];
    expect(waitlistDayChoices(window, ['2026-12-29'], 3)).toEqual(first);
    expect(waitlistDayChoices(window, ['2027-02-10', '2026-12-01', 'amanha'], 3)).toEqual(first);
  });

  it('stops at the window’s last day', () => {
    const short = { first: { year: 2026, month: 10, day: 28 }, last: { year: 2026, month: 10, day: 30 } };
    expect(waitlistDayChoices(short)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
  });
});

describe('monthsOf', () => {
  it('names each month the days fall in once, in order, months 0-11', () => {
    expect(monthsOf(['2026-12-30', '2026-12-31', '2027-01-01'])).toEqual([
      { year: 2026, month: 11 },
      { year: 2027, month: 0 },
    ]);
    expect(monthsOf([])).toEqual([]);
  });
});

describe('daysThatCanOpen', () => {
  const calendar = (year: number, month: number, days: Array<[string, number, number]>) => ({
    year,
    month,
    days: days.map(([date, freeStarts, openStarts]) => ({ date, day: Number(date.slice(8)), freeStarts, openStarts })),
  });

  it('keeps the days the barber works, full ones too, and drops closed ones and those no calendar names', () => {
    const december = calendar(2026, 11, [
      ['2026-12-30', 3, 10],
      ['2026-12-31', 0, 0],
    ]);
    const january = calendar(2027, 0, [['2027-01-01', 0, 8]]);
    expect(daysThatCanOpen(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'], [december, january])).toEqual(['2026-12-30', '2027-01-01']);
  });
});

describe('chosenDay', () => {
  it('is the day chosen at the time step', () => {
    expect(chosenDay({ year: 2026, month: 11, day: 29 })).toEqual(['2026-12-29']);
  });

  it('is none without a whole date', () => {
    expect(chosenDay(null)).toEqual([]);
    expect(chosenDay({ year: 2026, month: 11 })).toEqual([]);
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
