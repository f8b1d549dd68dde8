const ADMIN_AREA = '/administrador/';
const LOGIN_PATH = '/administrador/login';

/**
 * The page to go back to after logging in (the login's `?redirect=`), or undefined when it is not
 * a page of this site's admin area: a link can never send a barber who just logged in elsewhere.
 */
export function adminReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith(ADMIN_AREA)) return undefined;
  const url = new URL(value, window.location.origin);
  if (url.origin !== window.location.origin || !url.pathname.startsWith(ADMIN_AREA) || url.pathname.startsWith(LOGIN_PATH)) return undefined;
  return url.pathname + url.search + url.hash;
}
