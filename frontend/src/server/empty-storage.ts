/**
 * localStorage and sessionStorage while the server renders a page: nothing is stored, so a page renders as for a
 * first visit (no draft, no session). The server build puts it in place of both globals (vite.config.mts).
 */
export const emptyStorage: Storage = {
  length: 0,
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  clear: () => undefined,
  key: () => null,
};
