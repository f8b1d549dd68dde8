import { describe, expect, it } from 'vitest';
import { clampToWindow, daysInWindow, isInWindow, monthsInWindow, yearsInWindow, type BookingWindow } from './booking-window';

// 60 days from 2026-11-23 (month 10 is November) reach 2027-01-22.
const window: BookingWindow = { first: { year: 2026, month: 10, day: 23 }, last: { year: 2027, month: 0, day: 22 } };

describe('booking window', () => {
  it('lists the years the window touches, across a new year', () => {
    expect(yearsInWindow(window)).toEqual([2026, 2027]);
  });

  it('lists only the months of each year inside the window', () => {
    expect(monthsInWindow(window, 2026)).toEqual([10, 11]);
    expect(monthsInWindow(window, 2027)).toEqual([0]);
  });

  it('starts the first month at today and ends the last month at the last bookable day', () => {
    expect(daysInWindow(window, 2026, 10)).toEqual([23, 24, 25, 26, 27, 28, 29, 30]);
    expect(daysInWindow(window, 2026, 11)).toHaveLength(31);
    expect(daysInWindow(window, 2027, 0)).toEqual(Array.from({ length: 22 }, (_, index) => index + 1));
  });

  it('knows February of a leap year', () => {
    const wide: BookingWindow = { first: { year: 2028, month: 0, day: 1 }, last: { year: 2028, month: 11, day: 31 } };
    expect(daysInWindow(wide, 2028, 1)).toHaveLength(29);
  });

  it('clamps a wanted date into the window, keeping each part that is allowed', () => {
    expect(clampToWindow(window, { year: 2027, month: 0, day: 10 })).toEqual({ year: 2027, month: 0, day: 10 });
    expect(clampToWindow(window, { year: 2026, month: 10, day: 2 })).toEqual({ year: 2026, month: 10, day: 23 });
    expect(clampToWindow(window, { year: 2027, month: 5, day: 10 })).toEqual({ year: 2027, month: 0, day: 10 });
    expect(clampToWindow(window, {})).toEqual(window.first);
  });

  it('holds its first and last day and nothing outside them', () => {
    expect(isInWindow(window, window.first)).toBe(true);
    expect(isInWindow(window, window.last)).toBe(true);
    expect(isInWindow(window, { year: 2026, month: 10, day: 22 })).toBe(false);
    expect(isInWindow(window, { year: 2027, month: 0, day: 23 })).toBe(false);
  });
});
