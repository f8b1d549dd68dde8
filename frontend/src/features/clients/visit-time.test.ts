import { describe, expect, it } from 'vitest';
import { formatVisit } from './visit-time';

describe('a visit as Clientes shows it', () => {
  it('carries its weekday, the date with the year, and the time', () => {
    expect(formatVisit('2026-11-20 14:30')).toBe('sexta-feira, 20/11/2026 às 14:30');
    expect(formatVisit('2027-01-03 09:00')).toBe('domingo, 03/01/2027 às 09:00');
  });
});
