import { InvalidInput } from '../../errors/domain-error';

/**
 * The client's `Idempotency-Key` header of an online booking (the IETF httpapi draft's header): one random key per
 * confirmation attempt, sent again with every retry of it (what the booking does with it: the booking module's
 * domain/idempotency-key.ts).
 */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The header's value, checked: absent is fine (no replay protection), anything but 16-128 URL-safe characters is a 400. */
export function parseIdempotencyKey(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (!KEY_PATTERN.test(value)) {
    throw new InvalidInput('Idempotency-Key deve ter de 16 a 128 caracteres: letras, números, "-" ou "_".');
  }
  return value;
}
