import { describe, expect, it } from 'vitest';
import { randomKey } from '../../../lib/http/random-key';
import { confirmationAttempt } from './confirmation-key';

const booking = { userId: 'u', jobId: 'j', day: 27, month: 10, year: 2026, hour: 1430, clientName: 'Maria', clientContact: '11987654321' };

describe('confirmationAttempt', () => {
  it('makes a new key for a draft never confirmed', () => {
    expect(confirmationAttempt({ hour: 1430 }, booking, () => 'new-key')).toEqual({ key: 'new-key', body: JSON.stringify(booking), retry: false });
  });

  it('sends the kept key again for the same booking (a retry after a timeout or a reload)', () => {
    const draft = { confirmation: { key: 'kept-key', body: JSON.stringify(booking) } };
    expect(confirmationAttempt(draft, booking, () => 'new-key')).toMatchObject({ key: 'kept-key', retry: true });
  });

  it('makes a new key once the booking changed (another time), so the server never refuses it as a reused key', () => {
    const draft = { confirmation: { key: 'kept-key', body: JSON.stringify(booking) } };
    expect(confirmationAttempt(draft, { ...booking, hour: 1500 }, () => 'new-key')).toMatchObject({ key: 'new-key', retry: false });
  });
});

describe('randomKey', () => {
  it('is 32 hex characters, the shape the server accepts, and differs every time', () => {
    const keys = new Set(Array.from({ length: 20 }, randomKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
