import { AsyncLocalStorage } from 'node:async_hooks';
import { DRAFT_COOKIE, DRAFT_STORAGE_KEY } from '../lib/draft-storage';

/** What the browser sent of its storage for the page being rendered, and what the page read of it. */
interface PageStorage {
  stored: Record<string, string>;
  read: Record<string, string | null>;
}

const currentPage = new AsyncLocalStorage<PageStorage>();

/**
 * Renders a page with `stored` as its localStorage (what the browser sent of it: the booking draft's cookie), and answers
 * what the render read of it too: the browser takes the page over only if it holds the same.
 */
export async function withPageStorage<T>(stored: Record<string, string>, render: () => Promise<T>) {
  const storage: PageStorage = { stored, read: {} };
  const result = await currentPage.run(storage, render);
  return { result, read: storage.read };
}

/** What a request's Cookie header carries of the browser's localStorage: the booking draft's mirror, when sent. */
export function storedFromCookies(cookieHeader: string | undefined): Record<string, string> {
  for (const cookie of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = cookie.trim().split('=');
    if (name !== DRAFT_COOKIE) continue;
    try {
      return { [DRAFT_STORAGE_KEY]: decodeURIComponent(value.join('=')) };
    } catch {
      return {}; // not ours to fix: the page renders as without a draft, and the browser's app writes the cookie again
    }
  }
  return {};
}

/** localStorage while the server renders a page: read only, as sent for that page. The server build puts it in place of the global. */
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
  setItem: () => undefined,
  removeItem: () => undefined,
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
