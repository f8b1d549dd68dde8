import { centsAsDecimalText, centsToReais, reaisToCents } from './money';

describe('money', () => {
  it('turns centavos into reais and back without drift', () => {
    expect(centsToReais(3550)).toBe(35.5);
    expect(reaisToCents(35.5)).toBe(3550);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(19.99)).toBe(1999);
  });

  it('refuses amounts that are not whole centavos', () => {
    expect(reaisToCents(10.005)).toBeNull();
    expect(reaisToCents(Number.NaN)).toBeNull();
    expect(reaisToCents(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('writes a price with a decimal comma and two decimals', () => {
    expect(centsAsDecimalText(3550)).toBe('35,50');
    expect(centsAsDecimalText(100)).toBe('1,00');
  });
});
