import { describe, expect, it } from 'vitest';
import { isContactKey } from './contact-key';

describe("a client's key in Clientes' URLs", () => {
  it('is 8 to 15 digits, like the phones the server accepts', () => {
    expect(isContactKey('11987654321')).toBe(true);
    expect(isContactKey('12345678')).toBe(true);
    expect(isContactKey('1234567')).toBe(false);
    expect(isContactKey('1'.repeat(16))).toBe(false);
    expect(isContactKey('(11) 98765-4321')).toBe(false);
  });
});
