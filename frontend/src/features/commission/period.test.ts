import { describe, expect, it } from 'vitest';
import {
  addMonths,
  monthParam,
  shopDayOf,
  monthPeriod,
  parseMonthParam,
  parsePeriod,
  periodDays,
  periodLabel,
  periodMonth,
  weekPeriod,
} from './period';

const december = { from: '2026-12-01', to: '2026-12-31' };

describe('the Comissões page’s month', () => {
  it('reads ?mes=AAAA-MM and writes it back', () => {
    expect(parseMonthParam('2026-12')).toEqual({ year: 2026, month: 11 });
    expect(monthParam({ year: 2026, month: 0 })).toBe('2026-01');
    for (const wrong of ['2026-13', '2026-00', '1999-05', '2026-1', 202612, undefined]) expect(parseMonthParam(wrong)).toBeUndefined();
  });

  it('steps across years', () => {
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
  });

  it('spans the whole month, February of a leap year too', () => {
    expect(monthPeriod({ year: 2026, month: 11 })).toEqual(december);
    expect(monthPeriod({ year: 2028, month: 1 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('a statement’s period', () => {
  it('is this week from Monday to Sunday, across a month’s end', () => {
    // 2026-12-06 is a Sunday.
    expect(weekPeriod({ year: 2026, month: 11, day: 6 })).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(weekPeriod({ year: 2026, month: 11, day: 7 })).toEqual({ from: '2026-12-07', to: '2026-12-13' });
  });

  it('takes ?de=&ate= in order and at most 366 days, else the fallback', () => {
    expect(parsePeriod({ de: '2026-12-07', ate: '2026-12-13' }, december)).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    expect(parsePeriod({ de: '2026-12-13', ate: '2026-12-07' }, december)).toEqual(december);
    expect(parsePeriod({ de: '2025-01-01', ate: '2026-12-31' }, december)).toEqual(december);
    expect(parsePeriod({ de: '2026-02-30', ate: '2026-02-31' }, december)).toEqual(december);
    expect(parsePeriod({}, december)).toEqual(december);
    expect(parsePeriod({ de: '2026-11-15' }, december)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('counts its days', () => {
    expect(periodDays(december)).toBe(31);
    expect(periodDays({ from: '2026-12-07', to: '2026-12-07' })).toBe(1);
    expect(periodDays({ from: '2026-12-07', to: '2026-12-06' })).toBe(0);
  });

  it('is named as a month when it is one, else by its days', () => {
    expect(periodMonth(december)).toEqual({ year: 2026, month: 11 });
    expect(periodMonth({ from: '2026-12-01', to: '2026-12-30' })).toBeUndefined();
    expect(periodLabel(december)).toBe('Dezembro de 2026');
    expect(periodLabel({ from: '2026-12-07', to: '2026-12-13' })).toBe('07/12/2026 a 13/12/2026');
    expect(periodLabel({ from: '2026-12-07', to: '2026-12-07' })).toBe('07/12/2026');
  });
});

describe('the day a payout was made', () => {
  it('is the shop’s, not UTC’s', () => {
    expect(shopDayOf('2026-12-07T01:30:00.000Z', 'America/Sao_Paulo')).toBe('2026-12-06');
    expect(shopDayOf('2026-12-07T03:30:00.000Z', 'America/Sao_Paulo')).toBe('2026-12-07');
  });
});
