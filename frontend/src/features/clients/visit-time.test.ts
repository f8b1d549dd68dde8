import { describe, expect, it } from 'vitest';
import { formatVisit } from './visit-time';

describe('a visit as Clientes shows it', () => {
  it('carries its weekday, the date with the year, and the time', () => {
    expect(formatVisit('2026-11-20 14:30')).toBe('sexta-feira, 20/11/2026 às 14:30');
    expect(formatVisit('2027-01-03 09:00')).toBe('domingo, 03/01/2027 às 09:00');
  });

  it('reads Hoje and Amanhã on the shop’s today and tomorrow, across a month’s and a year’s end', () => {
    const today = { year: 2026, month: 11, day: 31 };
    expect(formatVisit('2026-12-31 17:00', today)).toBe('Hoje às 17:00');
    expect(formatVisit('2027-01-01 09:30', today)).toBe('Amanhã às 09:30');
    expect(formatVisit('2027-01-02 09:30', today)).toBe('sábado, 02/01/2027 às 09:30');
    expect(formatVisit('2026-12-30 09:30', today)).toBe('quarta-feira, 30/12/2026 às 09:30');
  });
});
