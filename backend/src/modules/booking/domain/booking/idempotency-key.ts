import { createHash, createHmac } from 'node:crypto';
import { hashManageToken, ManageToken } from '../../../../shared/auth/manage-token';

/**
 * The client's `Idempotency-Key` of an online booking (the IETF httpapi draft's header): one random
 * key per confirmation attempt, sent again with every retry of it, so a retry or a second tap never
 * books twice. The key is stored only as a SHA-256 hash; the request it came with only as an HMAC
 * keyed by the key itself, so neither tells anything about the client without the key.
 */
export function hashIdempotencyKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** What the same request always gives: the key tells a retry (same fingerprint) from a reuse for another booking. */
export function requestFingerprint(key: string, request: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(request)
      .sort()
      .map((name) => [name, request[name] ?? null]),
  );
  return createHmac('sha256', key).update(canonical).digest('hex');
}

/**
 * A keyed booking's manage token is derived from the key with the server's secret, so a retry with
 * the key answers the same token again although only its hash is stored. Without the secret the key
 * gives nothing; the key holder is the device that booked, the one the token is shown to.
 */
export function manageTokenForKey(serverSecret: string, key: string): ManageToken {
  const token = createHmac('sha256', serverSecret).update(`manage-token:${key}`).digest('base64url');
  return { token, hash: hashManageToken(token) };
}
