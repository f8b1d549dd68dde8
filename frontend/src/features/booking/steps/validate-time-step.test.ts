import { describe, expect, it } from 'vitest';
import { validateTimeStep } from './validate-time-step';

const today = { year: 2026, month: 10, day: 23 };

describe('time step rules', () => {
  it('accepts today or a later date with a time', () => {
    expect(validateTimeStep(today, 1030, today)).toBeNull();
    expect(validateTimeStep({ year: 2027, month: 0, day: 5 }, 730, today)).toBeNull();
  });

  it('asks for a day of the calendar first', () => {
    expect(validateTimeStep(undefined, 1030, today)).toEqual({ title: 'Data inválida', message: 'Selecione um dia no calendário.' });
  });

  it('checks the month, the year, the day and the time, in that order', () => {
    expect(validateTimeStep({ year: 2026, month: 9, day: 30 }, undefined, today)?.title).toBe('Mês inválido');
    expect(validateTimeStep({ year: 2025, month: 11, day: 30 }, undefined, today)?.title).toBe('Ano inválido');
    expect(validateTimeStep({ year: 2026, month: 10, day: 22 }, undefined, today)?.title).toBe('Data inválida');
    expect(validateTimeStep(today, undefined, today)).toEqual({ title: 'Horário inválido', message: 'Selecione um horário.' });
  });

  it('takes an earlier day of a later month as valid', () => {
    expect(validateTimeStep({ year: 2026, month: 11, day: 1 }, 900, today)).toBeNull();
  });
});
