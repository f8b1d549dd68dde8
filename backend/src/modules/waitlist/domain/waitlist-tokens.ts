import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The waitlist's two secrets, each 256 bits in unpadded base64url (43 characters) and stored only as its
 * SHA-256 hash, as the bookings' manage tokens: an entry's manage link (random), and an offer's link,
 * the HMAC-SHA256 of the offer's id under the server's secret, so the push job, which holds ids only,
 * makes the link again from the offer's id when it sends.
 */
export interface IssuedToken {
  token: string;
  hash: string;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function issueEntryToken(): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function offerTokenFor(serverSecret: string, offerId: string): IssuedToken {
  const token = createHmac('sha256', serverSecret).update(`waitlist-offer:${offerId}`).digest('base64url');
  return { token, hash: hashToken(token) };
}

/** Whether a path's text has a token's shape; anything else is not looked up at all. */
export function looksLikeToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}
