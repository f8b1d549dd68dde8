import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearFormDrafts, saveFormDraft } from './form-draft';
import { restoreFormDraft, saveFormValues } from './use-draft-form';

/** The tab's sessionStorage, in memory (the unit tests run in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('form drafts', () => {
  beforeEach(() => {
    const storage = memoryStorage();
    // Object.keys(sessionStorage) lists the stored keys in a browser: the stand-in lists them the same way.
    globalThis.sessionStorage = new Proxy(storage, {
      ownKeys: () => Array.from({ length: storage.length }, (_, index) => storage.key(index)!),
      getOwnPropertyDescriptor: (_, key) => ({ value: storage.getItem(String(key)), enumerable: true, configurable: true }),
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('gives back what was typed, over the form’s initial values', () => {
    saveFormValues('service:new', { name: 'Pigmentação', value: 40 });
    expect(restoreFormDraft('service:new', { name: '', value: '', doubleTime: false })).toEqual({
      name: 'Pigmentação',
      value: 40,
      doubleTime: false,
    });
    expect(restoreFormDraft('service:other', { name: '' })).toEqual({ name: '' });
  });

  it('keeps the fields two parts of one form save into the same draft', () => {
    saveFormValues('appointment:new', { jobId: 'corte', hour: 1000 });
    saveFormDraft('appointment:new', { clientName: 'Ana' });
    expect(restoreFormDraft('appointment:new', { jobId: '', hour: undefined, clientName: '' })).toEqual({
      jobId: 'corte',
      hour: 1000,
      clientName: 'Ana',
    });
  });

  it('stores a cleared field as null and gives it back as undefined', () => {
    saveFormValues('appointment:new', { hour: undefined });
    expect(sessionStorage.getItem('form-draft:appointment:new')).toBe('{"hour":null}');
    expect(restoreFormDraft('appointment:new', { hour: 1000 })).toEqual({ hour: undefined });
  });

  it('forgets every draft on Sair, and ignores a draft that is not JSON', () => {
    saveFormValues('service:new', { name: 'Corte' });
    clearFormDrafts();
    expect(restoreFormDraft('service:new', { name: '' })).toEqual({ name: '' });
    sessionStorage.setItem('form-draft:service:new', '{');
    expect(restoreFormDraft('service:new', { name: '' })).toEqual({ name: '' });
  });
});
