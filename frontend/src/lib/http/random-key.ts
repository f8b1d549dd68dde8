/** 128 random bits in hex: an `Idempotency-Key` (crypto.getRandomValues works outside HTTPS too, unlike randomUUID). */
export function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
