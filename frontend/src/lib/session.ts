/** The admin session, in sessionStorage under the original client's keys: 'token' and 'auth' ({ id, username }). */
export interface SessionBarber {
  id: string;
  username: string;
}

const TOKEN_KEY = 'token';
const AUTH_KEY = 'auth';

export function saveSession(token: string, barber: SessionBarber): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  sessionStorage.setItem(AUTH_KEY, JSON.stringify({ id: barber.id, username: barber.username }));
}

export function clearSession(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(AUTH_KEY);
}

export function sessionToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

/** The logged-in barber, or null when there is no (readable) session. */
export function sessionBarber(): SessionBarber | null {
  if (!sessionToken()) return null;
  try {
    const auth = JSON.parse(sessionStorage.getItem(AUTH_KEY) ?? 'null') as SessionBarber | null;
    return auth?.id && auth.username ? auth : null;
  } catch {
    return null;
  }
}

/** The logged-in barber's id; only for screens under the guarded admin layout. */
export function requireSessionBarber(): SessionBarber {
  const barber = sessionBarber();
  if (!barber) throw new Error('No admin session');
  return barber;
}
