import { notFound } from '@tanstack/react-router';

/** A manage token is 43 base64url characters (32 random bytes). */
const MANAGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isManageToken = (value: string): boolean => MANAGE_TOKEN.test(value);

/** A route's `params.parse` for a `$token`: a link that can't be a token (a booking's or the waitlist's) is the route's not-found page, not asked about. */
export function parseTokenParam({ token }: { token: string }): { token: string } {
  if (!isManageToken(token)) throw notFound();
  return { token };
}
