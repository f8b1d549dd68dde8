import { describe, expect, it } from 'vitest';
import { forgetTakeKey, takeKeyFor } from './take-key';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('takeKeyFor', () => {
  it('sends the same key for every tap of one offer, another for another offer', () => {
    const storage = memoryStorage();
    let made = 0;
    const newKey = () => `key-${++made}`;
    expect(takeKeyFor('offer-a', storage, newKey)).toBe('key-1');
    expect(takeKeyFor('offer-a', storage, newKey)).toBe('key-1');
    expect(takeKeyFor('offer-b', storage, newKey)).toBe('key-2');
  });

  it('starts afresh once forgotten', () => {
    const storage = memoryStorage();
    takeKeyFor('offer-a', storage, () => 'first');
    forgetTakeKey('offer-a', storage);
    expect(takeKeyFor('offer-a', storage, () => 'second')).toBe('second');
  });
});
