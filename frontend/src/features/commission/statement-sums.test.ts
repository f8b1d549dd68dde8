import { describe, expect, it } from 'vitest';
import { amountToPay, sumReais } from './statement-sums';

const base = { gross: 200, shopPart: 100, barberPart: 100, keptDeposits: null, advances: 0, adjustment: 0 };

describe('what is left to pay', () => {
  it('is the barber’s part less the advances, plus kept deposits and an adjustment', () => {
    expect(amountToPay(base)).toBe(100);
    expect(amountToPay({ ...base, advances: 30.1 })).toBe(69.9);
    expect(amountToPay({ ...base, keptDeposits: 7.5, adjustment: -2.25 })).toBe(105.25);
  });

  it('is unknown while a rate is missing, never 0', () => {
    expect(amountToPay({ ...base, shopPart: null, barberPart: null })).toBeNull();
  });

  it('adds in centavos', () => {
    expect(sumReais([0.1, 0.2])).toBe(0.3);
    expect(sumReais([])).toBe(0);
  });
});
