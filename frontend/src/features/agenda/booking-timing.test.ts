import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasEnded, hasStarted } from './booking-timing';

describe('a booking over', () => {
  const now = { date: '2026-11-25', minutes: 14 * 60 + 30 };

  it('is over once its end has come that day, not a minute before', () => {
    expect(hasEnded('2026-11-25', '14:30', now)).toBe(true);
    expect(hasEnded('2026-11-25', '14:00', now)).toBe(true);
    expect(hasEnded('2026-11-25', '15:00', now)).toBe(false);
    expect(hasEnded('2026-11-25', '14:31', now)).toBe(false);
  });

  it('is over on any earlier day, and not on a later one, whatever its hour', () => {
    expect(hasEnded('2026-11-24', '23:30', now)).toBe(true);
    expect(hasEnded('2026-11-26', '08:00', now)).toBe(false);
  });
});

describe('a booking started', () => {
  afterEach(() => vi.useRealTimers());

  it('has started from its start in the shop’s time zone, whatever the phone’s', () => {
    // 17:30 UTC is 14:30 in São Paulo.
    vi.useFakeTimers({ now: new Date('2026-11-25T17:30:00Z') });
    expect(hasStarted({ date: '2026-11-25', label: '14:30' }, 'America/Sao_Paulo')).toBe(true);
    expect(hasStarted({ date: '2026-11-25', label: '15:00' }, 'America/Sao_Paulo')).toBe(false);
    expect(hasStarted({ date: '2026-11-24', label: '23:30' }, 'America/Sao_Paulo')).toBe(true);
  });
});
