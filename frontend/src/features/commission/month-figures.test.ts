import { describe, expect, it } from 'vitest';
import type { CommissionMonthBarber } from '../../api/types';
import { barberName, monthTotalToPay } from './month-figures';

const barber = (changes: Partial<CommissionMonthBarber>): CommissionMonthBarber => ({
  userId: 'u',
  username: 'ana',
  displayName: 'Ana',
  active: true,
  appointments: 3,
  gross: 150,
  barberPart: 75,
  advances: 0,
  toPay: 75,
  paidState: 'unpaid',
  paid: 0,
  rateMissing: false,
  unmarked: 0,
  ...changes,
});

describe('the month’s total to pay', () => {
  it('adds what is still to pay, in centavos (a paid month’s is only its adjustment)', () => {
    expect(monthTotalToPay([barber({ toPay: 0.1 }), barber({ toPay: 0.2 }), barber({ toPay: 0, paidState: 'paid', paid: 50 })])).toEqual({
      total: 0.3,
      missing: 0,
    });
  });

  it('counts a barber without a rate apart, never as 0', () => {
    const noRate = barber({ toPay: null, barberPart: null, rateMissing: true });
    expect(monthTotalToPay([noRate, barber({ toPay: 20 })])).toEqual({ total: 20, missing: 1 });
    expect(monthTotalToPay([{ ...noRate, appointments: 0 }])).toEqual({ total: 0, missing: 0 });
  });

  it('names a barber by the name clients see', () => {
    expect(barberName({ displayName: '', username: 'ana' })).toBe('ana');
    expect(barberName({ displayName: 'Ana Paula', username: 'ana' })).toBe('Ana Paula');
  });
});
