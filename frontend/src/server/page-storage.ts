import { AsyncLocalStorage } from 'node:async_hooks';
import { DRAFT_COOKIE, DRAFT_STORAGE_KEY } from '../lib/draft/draft-storage';

/** What the browser sent of its storage for the page being answered, what the answer read of it, and what it wrote. */
interface PageStorage {
  stored: Record<string, string>;
  read: Record<string, string | null>;
  /** A key's last write (null: removed); the server sends it back as a cookie (a booking step's form changes the draft). */
  written: Record<string, string | null>;
}

const currentPage = new AsyncLocalStorage<PageStorage>();

/**
 * Answers a request with `stored` as its localStorage (what the browser sent of it: the booking draft's cookie), and tells
 * what the answer read of it (the browser takes a page over only if it holds the same) and wrote to it.
 */
export async function withPageStorage<T>(stored: Record<string, string>, answer: () => Promise<T>) {
  const storage: PageStorage = { stored: { ...stored }, read: {}, written: {} };
  const result = await currentPage.run(storage, answer);
  return { result, read: storage.read, written: storage.written };
}

/** A cookie of a request's Cookie header, decoded; undefined when it is not sent or can't be decoded. */
export function cookieOf(cookieHeader: string | undefined, cookieName: string): string | undefined {
  for (const cookie of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = cookie.trim().split('=');
    if (name !== cookieName) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined; // not ours to fix: the page renders as without it, and the browser's app writes the draft's again
    }
  }
  return undefined;
}

/** What a request's Cookie header carries of the browser's localStorage: the booking draft's mirror, when sent. */
export function storedFromCookies(cookieHeader: string | undefined): Record<string, string> {
  const draft = cookieOf(cookieHeader, DRAFT_COOKIE);
  return draft === undefined ? {} : { [DRAFT_STORAGE_KEY]: draft };
}

/**
 * localStorage while the server answers a request: what was sent for it, and what the answer writes (a step's form sent
 * without the app, which the server answers by changing the draft's cookie). The server build puts it in place of the global.
 */
export const pageLocalStorage: Storage = {
  get length() {
    return Object.keys(currentPage.getStore()?.stored ?? {}).length;
  },
  getItem(key) {
    const storage = currentPage.getStore();
    const value = storage && Object.hasOwn(storage.stored, key) ? storage.stored[key] : null;
    if (storage) storage.read[key] = value;
    return value;
  },
  setItem(key, value) {
    const storage = currentPage.getStore();
    if (!storage) return;
    storage.stored[key] = String(value);
    storage.written[key] = String(value);
  },
  removeItem(key) {
    const storage = currentPage.getStore();
    if (!storage) return;
    delete storage.stored[key];
    storage.written[key] = null;
  },
  clear: () => undefined,
  key: () => null,
};

/** sessionStorage while the server renders a page: nothing is stored, as on a first visit (no session). */
export const emptyStorage: Storage = {
  length: 0,
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  clear: () => undefined,
  key: () => null,
};
