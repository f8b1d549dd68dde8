import { describe, expect, it } from 'vitest';
import { holdLabel, minutesLeft } from './offer-time-left';

describe('minutesLeft', () => {
  const expiresAt = '2026-12-01T10:10:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts whole minutes, rounded up', () => {
    expect(minutesLeft(expiresAt, at('2026-12-01T10:00:00.000Z'))).toBe(10);
    expect(minutesLeft(expiresAt, at('2026-12-01T10:00:01.000Z'))).toBe(10);
    expect(minutesLeft(expiresAt, at('2026-12-01T10:09:01.000Z'))).toBe(1);
  });

  it('is 0 once the hold has ended', () => {
    expect(minutesLeft(expiresAt, at('2026-12-01T10:10:00.000Z'))).toBe(0);
    expect(minutesLeft(expiresAt, at('2026-12-01T11:00:00.000Z'))).toBe(0);
  });
});

describe('holdLabel', () => {
  it('says how long the time is held', () => {
    expect(holdLabel(7)).toBe('Reservado para você por mais 7 min.');
    expect(holdLabel(1)).toBe('Reservado para você por menos de 1 min.');
  });
});
