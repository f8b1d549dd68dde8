/**
 * The admin session, in localStorage under the keys 'token' and 'auth' ({ id, username }): every tab
 * of the browser shares it until the token expires or someone presses Sair, and the other tabs hear
 * of a change through the storage event.
 */
export interface SessionBarber {
  id: string;
  username: string;
}

const TOKEN_KEY = 'token';
const AUTH_KEY = 'auth';
/** Set by Sair until the next login: the other tabs tell an explicit logout from a refused token. */
const LOGGED_OUT_KEY = 'logged-out';

export function saveSession(token: string, barber: SessionBarber): void {
  localStorage.removeItem(LOGGED_OUT_KEY);
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(AUTH_KEY, JSON.stringify({ id: barber.id, username: barber.username }));
}

/** The server refused the token: the session is gone, and every tab goes to log in and back. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(AUTH_KEY);
}

/** Sair: the session ends in every tab of the browser, and none of them comes back to its page. */
export function endSession(): void {
  localStorage.setItem(LOGGED_OUT_KEY, '1');
  clearSession();
}

export function sessionToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** Seconds since the epoch at which a JWT expires (its `exp`), or null when it cannot be read. */
function expiresAt(token: string): number | null {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const { exp } = JSON.parse(atob(payload)) as { exp?: unknown };
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/**
 * The logged-in barber, or null when there is no readable session or its token has expired (so a
 * page opened after the expiry goes to the login at once). The server still checks every token.
 */
export function sessionBarber(): SessionBarber | null {
  const token = sessionToken();
  const expiry = token && expiresAt(token);
  if (!token || (expiry && expiry * 1000 <= Date.now())) return null;
  try {
    const auth = JSON.parse(localStorage.getItem(AUTH_KEY) ?? 'null') as SessionBarber | null;
    return auth?.id && auth.username ? auth : null;
  } catch {
    return null;
  }
}

/**
 * How the session changed in another tab (the storage event never fires in the tab that wrote): a
 * login ('login', maybe of another barber), Sair ('logout'), or a token the server refused there ('rejected').
 */
export type SessionChange = 'login' | 'logout' | 'rejected';

export function subscribeToSessionChanges(listener: (change: SessionChange) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    if (sessionToken()) listener('login');
    else listener(localStorage.getItem(LOGGED_OUT_KEY) ? 'logout' : 'rejected');
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
