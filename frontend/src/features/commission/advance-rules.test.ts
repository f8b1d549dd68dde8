import { describe, expect, it } from 'vitest';
import { advanceAmountProblem, advanceDayProblem, advanceNoteProblem, defaultAdvanceDay } from './advance-rules';

const december = { from: '2026-12-01', to: '2026-12-31' };

describe('a vale', () => {
  it('is from R$ 0,01 to R$ 100.000,00', () => {
    expect(advanceAmountProblem('')).toBe('Informe o valor do vale.');
    expect(advanceAmountProblem(0)).toBe('O vale vai de R$ 0,01 a R$ 100.000,00.');
    expect(advanceAmountProblem(100_000.01)).toBe('O vale vai de R$ 0,01 a R$ 100.000,00.');
    expect(advanceAmountProblem(50)).toBeNull();
  });

  it('falls on a day of the statement’s period', () => {
    expect(advanceDayProblem('2026-12-15', december)).toBeNull();
    expect(advanceDayProblem('2026-11-30', december)).toBe('Escolha um dia dentro do período do extrato.');
    expect(advanceDayProblem('', december)).toBe('Informe o dia do vale.');
    expect(defaultAdvanceDay(december, '2026-12-06')).toBe('2026-12-06');
    expect(defaultAdvanceDay({ from: '2026-11-01', to: '2026-11-30' }, '2026-12-06')).toBe('2026-11-30');
  });

  it('has a note of 200 characters at most', () => {
    expect(advanceNoteProblem('x'.repeat(200))).toBeNull();
    expect(advanceNoteProblem('x'.repeat(201))).toMatch(/no máximo 200/);
  });
});
