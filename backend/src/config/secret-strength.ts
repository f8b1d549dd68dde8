/**
 * What production refuses as a secret, beyond its length: a second outside probe started the app
 * with JWT_SECRET = 32 × "a", ADMIN_PASSWORD=1234567890 and the published demo password.
 * Pure rules: each answers why the value is weak, or null.
 */

/** An HS256 key must carry at least as many random bytes as its 32-byte hash. */
const MIN_SECRET_RANDOM_BYTES = 32;
/** A random 32-byte secret has ~30 different byte values; a word or a pattern has few. */
const MIN_DISTINCT_BYTES = 16;

export const JWT_SECRET_ADVICE = 'generate one with: openssl rand -base64 48';
export const ADMIN_PASSWORD_ADVICE = 'choose a long passphrase of your own, or generate one with: openssl rand -base64 18';

/**
 * Passwords of 10 characters or more (shorter ones are refused anyway) that top the leaked-password
 * lists, Brazilian ones included, and this app's own words. Compared in lower case.
 */
const COMMON_PASSWORDS = new Set([
  'barbearia123',
  'barbeiro123',
  'barbearia1234',
  'barbearia2024',
  'barbearia2025',
  'barbearia2026',
  'navalhadeouro',
  '0123456789',
  '1234567890',
  '12345678910',
  '0987654321',
  '9876543210',
  '1122334455',
  '1234512345',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'asdfghjkl1',
  'abcdefghij',
  'abc1234567',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'iloveyou12',
  'senha12345',
  'senha123456',
  'senhasenha',
  'minhasenha',
  'minhasenha123',
  'mudar12345',
  'mudar123456',
  'admin12345',
  'admin123456',
  'administrador',
  'administrator',
  'changeme123',
  'letmein123',
  'welcome123',
  'brasil1234',
  'flamengo123',
  'corinthians',
  'palmeiras123',
]);

/** Why `secret` is too weak to sign the login tokens, or null. */
export function jwtSecretWeakness(secret: string): string | null {
  const bytes = Buffer.from(secret, 'utf8');
  if (new Set(secret).size === 1) return 'is one character repeated';
  if (new Set(bytes).size < MIN_DISTINCT_BYTES) return `has fewer than ${MIN_DISTINCT_BYTES} different bytes`;
  const encoded = randomBytesEncoded(secret);
  if (encoded && encoded.bytes < MIN_SECRET_RANDOM_BYTES) {
    return `is ${encoded.encoding} of only ${encoded.bytes} bytes (at least ${MIN_SECRET_RANDOM_BYTES} random bytes are needed)`;
  }
  return null;
}

/** Why `password` is too easy to guess for the owner's account, or null. */
export function adminPasswordWeakness(password: string): string | null {
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'is the demo password or one of the most common passwords';
  if (new Set(password).size === 1) return 'is one character repeated';
  return null;
}

/**
 * The bytes a hex or base64 text stands for: what `openssl rand -hex N` or `-base64 N` printed is
 * N random bytes, however long the text. Null for text in neither alphabet.
 */
function randomBytesEncoded(secret: string): { encoding: 'hex' | 'base64'; bytes: number } | null {
  if (/^[0-9a-f]+$/i.test(secret) && secret.length % 2 === 0) return { encoding: 'hex', bytes: secret.length / 2 };
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(secret)) return { encoding: 'base64', bytes: Buffer.from(secret, 'base64').length };
  return null;
}
