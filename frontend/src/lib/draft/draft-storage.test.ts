import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isDraftRenderedFrom, readDraft, syncDraftWithCookie, updateDraft } from './draft-storage';

/** A draft as a browser stored it before the barber and the service took the code's names. */
const OLD_DRAFT = { user: 'barber-1', job: 'service-1', day: 24, month: 10, year: 2026, hour: 1030 };
const DRAFT = { barberId: 'barber-1', serviceId: 'service-1', day: 24, month: 10, year: 2026, hour: 1030 };

let items: Map<string, string>;
const setItem = vi.fn();
const page = { cookie: '' };

beforeEach(() => {
  items = new Map();
  setItem.mockClear();
  page.cookie = '';
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: setItem.mockImplementation((key: string, value: string) => items.set(key, value)),
    removeItem: (key: string) => items.delete(key),
  });
  vi.stubGlobal('document', page);
  vi.stubGlobal('location', { pathname: '/agenda/horario', protocol: 'http:' });
});
afterEach(() => vi.unstubAllGlobals());

const stored = () => JSON.parse(items.get('appointment') ?? 'null') as unknown;

describe('a draft stored under the old keys (user, job)', () => {
  it('is read from localStorage under the new ones, and stored under them at its next change', () => {
    items.set('appointment', JSON.stringify(OLD_DRAFT));
    expect(readDraft()).toEqual(DRAFT);

    updateDraft({ clientName: 'Maria' });
    expect(stored()).toEqual({ ...DRAFT, clientName: 'Maria' });
  });

  it('is read from the cookie (as the server reads it, or the app at start) under the new ones', () => {
    page.cookie = `agendamento=${encodeURIComponent(JSON.stringify(OLD_DRAFT))}`;
    syncDraftWithCookie();
    expect(stored()).toEqual(DRAFT);
    expect(readDraft()).toEqual(DRAFT);
  });

  it('is the same draft as the new one: nothing is written again, and a page rendered from either shows this browser’s', () => {
    items.set('appointment', JSON.stringify(OLD_DRAFT));
    page.cookie = `agendamento=${encodeURIComponent(JSON.stringify(DRAFT))}`;
    syncDraftWithCookie();
    expect(setItem).not.toHaveBeenCalled();
    expect(isDraftRenderedFrom(JSON.stringify(OLD_DRAFT))).toBe(true);
    expect(isDraftRenderedFrom(JSON.stringify(DRAFT))).toBe(true);
  });

  it('gives way to a new key stored beside it', () => {
    items.set('appointment', JSON.stringify({ barberId: 'barber-2', user: 'barber-1', job: 'service-1' }));
    expect(readDraft()).toEqual({ barberId: 'barber-2', serviceId: 'service-1' });
  });
});
