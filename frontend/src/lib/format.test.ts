import { describe, expect, it } from 'vitest';
import { appointmentsLabel, formatBRL, formatDate, formatHour, formatLongDate, formatMonthYear } from './format';

describe('formatters', () => {
  it('writes money the pt-BR way', () => {
    // Intl separates the symbol with a no-break space.
    expect(formatBRL(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(formatBRL(35).replace(/\s/g, ' ')).toBe('R$ 35,00');
  });

  it('writes an HHMM hour as HH:MM', () => {
    expect(formatHour(730)).toBe('07:30');
    expect(formatHour(1030)).toBe('10:30');
    expect(formatHour(1900)).toBe('19:00');
  });

  it('writes a date with its 0-based month as DD/MM/YYYY', () => {
    expect(formatDate(24, 10, 2026)).toBe('24/11/2026');
    expect(formatDate(1, 0, 2027)).toBe('01/01/2027');
  });

  it('names months and weekdays in Portuguese', () => {
    expect(formatMonthYear(10, 2026)).toBe('Novembro de 2026');
    expect(formatLongDate(24, 10, 2026)).toBe('Terça-feira, 24 de novembro');
    expect(formatLongDate(1, 0, 2027)).toBe('Sexta-feira, 1 de janeiro');
  });

  it('counts appointments in the singular and the plural', () => {
    expect(appointmentsLabel(1)).toBe('1 agendamento');
    expect(appointmentsLabel(0)).toBe('0 agendamentos');
    expect(appointmentsLabel(3)).toBe('3 agendamentos');
  });
});
