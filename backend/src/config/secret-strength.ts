import type { AddedCharacters, CommonPasswordLikeness } from '../shared/strength/common-password';
import { PasswordContext, passwordWeakness } from '../shared/strength/guessable-password';
import { estimateStrength } from '../shared/strength/strength-estimator';

/**
 * What a secret setting must be worth, judged by an estimator (zxcvbn) rather than a list of what
 * we thought of: outside probes started production with JWT_SECRET = 32 × "a", then with the
 * alphabet in order, METRICS_TOKEN = 32 × "a" and ADMIN_PASSWORD=Barbearia@123. Each rule answers
 * why the value is weak, or null.
 */

/** log10(2^128): the guesses a random 128-bit secret takes. */
const MIN_SECRET_GUESSES_LOG10 = 128 * Math.log10(2);
/** An HS256 key must carry at least as many random bytes as its 32-byte hash. */
const MIN_JWT_SECRET_RANDOM_BYTES = 32;

export const SECRET_ADVICE = 'generate one with: openssl rand -base64 48';
export const ADMIN_PASSWORD_ADVICE = 'choose a long passphrase of your own, or generate one with: openssl rand -base64 18';

/** Why `secret` (a key or token no one types) is easier to guess than a random 128-bit one, or null. */
export function secretWeakness(secret: string): string | null {
  const { guessesLog10 } = estimateStrength(secret);
  if (guessesLog10 >= MIN_SECRET_GUESSES_LOG10) return null;
  return `is too easy to guess (about 10^${guessesLog10.toFixed(1)} guesses; a random 128-bit secret takes 10^${MIN_SECRET_GUESSES_LOG10.toFixed(1)})`;
}

/** Why `secret` is too weak to sign the login tokens, or null. */
export function jwtSecretWeakness(secret: string): string | null {
  const weakness = secretWeakness(secret);
  if (weakness) return weakness;
  const encoded = randomBytesEncoded(secret);
  if (encoded && encoded.bytes < MIN_JWT_SECRET_RANDOM_BYTES) {
    return `is ${encoded.encoding} of only ${encoded.bytes} bytes (at least ${MIN_JWT_SECRET_RANDOM_BYTES} random bytes are needed)`;
  }
  return null;
}

/** Why `password` is too easy to guess for the owner's account, or null. */
export function adminPasswordWeakness(password: string, context: PasswordContext): string | null {
  const weakness = passwordWeakness(password, context);
  if (!weakness) return null;
  if (weakness.kind === 'common') return `is too easy to guess (${commonPasswordReason(weakness.likeness)})`;
  return 'is too easy to guess (a common password, a name, the shop’s name or a simple pattern)';
}

const ADDED: Record<AddedCharacters, string> = {
  digits: 'digits',
  symbols: 'symbols',
  digitsAndSymbols: 'digits and symbols',
  year: 'a year',
  yearAndSymbols: 'a year and symbols',
};

/** "it looks like the common password word 'senha' followed by digits and symbols". */
function commonPasswordReason({ base, before, after, leet }: CommonPasswordLikeness): string {
  const subject =
    base.kind === 'common' ? `the common password word '${base.word}'` : base.kind === 'username' ? 'the owner’s username' : 'the shop’s name';
  const around = [before && `after ${ADDED[before]}`, after && `followed by ${ADDED[after]}`].filter(Boolean).join(' and ');
  return `it looks like ${subject}${around ? ` ${around}` : ''}${leet ? ', with digits or symbols for letters' : ''}`;
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
