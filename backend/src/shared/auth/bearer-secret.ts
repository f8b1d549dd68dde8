import { createHash, randomBytes } from 'node:crypto';

/**
 * A secret whose holder may do one thing without an account (the client's manage link, the barber's push
 * Confirmar). 32 random bytes (256 bits) in base64url: unguessable, so it is stored only as a plain SHA-256
 * hash (a slow password hash adds nothing against a search space that large). The hash alone acts on nothing.
 */
export interface BearerSecret {
  token: string;
  hash: string;
}

const SECRET_BYTES = 32;
/** 32 bytes in unpadded base64url. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function issueBearerSecret(): BearerSecret {
  const token = randomBytes(SECRET_BYTES).toString('base64url');
  return { token, hash: hashBearerSecret(token) };
}

export function hashBearerSecret(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a string has the shape of such a secret; anything else is not looked up at all. */
export function looksLikeBearerSecret(value: string): boolean {
  return SECRET_PATTERN.test(value);
}
