import { BearerSecret, hashBearerSecret, issueBearerSecret, looksLikeBearerSecret } from './bearer-secret';

/**
 * The secret that lets whoever made a booking see, move or cancel it without an account: a bearer secret
 * (shared/auth/bearer-secret.ts, 256 random bits), stored only as its SHA-256 hash.
 */
export type ManageToken = BearerSecret;

export const issueManageToken = issueBearerSecret;
export const hashManageToken = hashBearerSecret;
export const looksLikeManageToken = looksLikeBearerSecret;

/** The hashes of the manage tokens a device shows as proof of the credit their bookings earned (malformed ones dropped). */
export function creditProofHashesOf(tokens: string[]): string[] {
  return [...new Set(tokens.filter(looksLikeManageToken).map(hashManageToken))];
}
