import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret that lets whoever made a booking see, move or cancel it without an account.
 * 32 random bytes (256 bits) in base64url: unguessable, so it is stored only as a plain SHA-256
 * hash (a slow password hash adds nothing against a search space that large). The hash alone
 * cannot act on the booking.
 */
export interface ManageToken {
  token: string;
  hash: string;
}

const TOKEN_BYTES = 32;
/** 32 bytes in unpadded base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function issueManageToken(): ManageToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashManageToken(token) };
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a string has the shape of a manage token; anything else is not looked up at all. */
export function looksLikeManageToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}
