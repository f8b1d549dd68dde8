import { describe, expect, it } from 'vitest';
import { emptyRateForm, fixedProblem, formatRate, formatRateShort, percentProblem, rateRequest, startsOnProblem } from './rate-terms';

const today = { year: 2026, month: 11, day: 6 };
const percentForm = { ...emptyRateForm(today), percent: 50 };
const fixedForm = { ...emptyRateForm(today), kind: 'fixed' as const, fixed: 20 };

describe('a rate in words', () => {
  it('says the percentage or the amount, and a missing rate never as 0 %', () => {
    expect(formatRate({ percent: 42.5, fixed: null })).toBe('42,5 %');
    expect(formatRate({ percent: 0, fixed: null })).toBe('0 %');
    expect(formatRate({ percent: null, fixed: 20 })).toMatch(/^R\$\s20,00 por atendimento$/);
    expect(formatRate(null)).toBe('sem taxa definida');
    expect(formatRateShort({ percent: null, fixed: 20 })).toMatch(/^R\$\s20,00$/);
  });
});

describe('the rate form', () => {
  it('starts on the current month’s first day', () => {
    expect(emptyRateForm(today).startsOn).toBe('2026-12-01');
  });

  it('checks only the amount of the kind chosen', () => {
    expect(percentProblem('', percentForm)).toBe('Informe a porcentagem.');
    expect(percentProblem(101, percentForm)).toBe('A porcentagem vai de 0 a 100 %.');
    expect(percentProblem(42.555, percentForm)).toBe('Use no máximo 2 casas decimais.');
    expect(percentProblem(42.55, percentForm)).toBeNull();
    expect(percentProblem('', fixedForm)).toBeNull();
    expect(fixedProblem('', fixedForm)).toBe('Informe o valor por atendimento.');
    expect(fixedProblem(100_000.01, fixedForm)).toBe('O valor vai de R$ 0,00 a R$ 100.000,00.');
    expect(fixedProblem(19.9, fixedForm)).toBeNull();
  });

  it('refuses a change that starts in a past month, but not the barber’s first rate', () => {
    expect(startsOnProblem('2026-11-30', today, false)).toMatch(/meses passados não mudam/);
    expect(startsOnProblem('2026-11-30', today, true)).toBeNull();
    expect(startsOnProblem('2026-12-01', today, false)).toBeNull();
    expect(startsOnProblem('2026-02-30', today, true)).toBe('Informe o dia em que começa a valer.');
  });

  it('sends one amount, and the general rate as jobId null', () => {
    expect(rateRequest('u', percentForm)).toEqual({ userId: 'u', jobId: null, percent: 50, fixed: null, startsOn: '2026-12-01' });
    expect(rateRequest('u', { ...fixedForm, jobId: 'j' })).toEqual({ userId: 'u', jobId: 'j', percent: null, fixed: 20, startsOn: '2026-12-01' });
  });
});
