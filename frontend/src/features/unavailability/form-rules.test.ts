import { describe, expect, it } from 'vitest';
import type { UnavailableEntry } from '../../api/types';
import { blockedTimesFormRules, dayOffFormRules, dayOffRangeFormRules, parseDateInput, timesToBlock } from './form-rules';

const today = { year: 2026, month: 10, day: 25 };
const typed = (day: string, month: number | null = 10, year = 2026) => ({ day, month, year });

describe('the typed date', () => {
  it('is a real day of the month from today on', () => {
    expect(parseDateInput(typed('25'), today)).toEqual(today);
    expect(parseDateInput(typed('3', 0, 2027), today)).toEqual({ day: 3, month: 0, year: 2027 });
  });

  it('is refused before today, past the month’s end, without a month or not a number', () => {
    for (const input of [typed('24'), typed('31'), typed('0'), typed('30', 1, 2027), typed('5', null), typed(''), typed('1a')]) {
      expect(parseDateInput(input, today)).toBeNull();
    }
  });
});

describe('the day off form', () => {
  const rules = dayOffFormRules(today, [{ year: 2026, month: 11, day: 24 }]);

  it('asks for a valid day, then refuses one already in the list', () => {
    expect(rules.day('31', typed('31'))).toBe('Informe um dia válido');
    expect(rules.day('24', typed('24', 11))).toBe('Este dia já está na lista');
    expect(rules.day('25', typed('25', 11))).toBeNull();
  });
});

describe('the blocked times form', () => {
  const blockedAtTen = { year: 2026, month: 10, day: 26, hour: 1000 } as UnavailableEntry;
  const rules = blockedTimesFormRules(today, [blockedAtTen]);

  it('asks for a valid day (with the period of its own toast)', () => {
    expect(rules.day('32', typed('32'))).toBe('Informe um dia válido.');
    expect(rules.day('26', typed('26'))).toBeNull();
  });

  it('asks for a time that the day does not have blocked already', () => {
    expect(rules.hours([1000], { ...typed('26'), hours: [1000] })).toBe('Selecione algum horário.');
    expect(rules.hours([], { ...typed('26'), hours: [] })).toBe('Selecione algum horário.');
    expect(rules.hours([1000, 1030], { ...typed('26'), hours: [1000, 1030] })).toBeNull();
    expect(timesToBlock([1000, 1030], typed('26'), today, [blockedAtTen])).toEqual([1030]);
    expect(timesToBlock([1000], typed('27'), today, [blockedAtTen])).toEqual([1000]);
  });
});

describe('the period off form', () => {
  it('takes at most 366 days at once', () => {
    expect(dayOffRangeFormRules.range(['2026-12-24', '2027-12-24'])).toBeNull();
    expect(dayOffRangeFormRules.range(['2026-12-24', '2027-12-25'])).toBe('Escolha no máximo 366 dias.');
    expect(dayOffRangeFormRules.range(['2026-12-24', null])).toBeNull();
  });
});
