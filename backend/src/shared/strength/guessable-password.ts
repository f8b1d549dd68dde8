import { CommonPasswordLikeness, commonPasswordLikeness } from './common-password';
import { releaseCommonPasswordWords } from './common-password-words';
import { PasswordContext, SHOP_WORDS } from './password-context';
import { withoutAccents } from './password-folding';
import { estimateStrength, releaseStrengthEstimator } from './strength-estimator';

export type { PasswordContext } from './password-context';

/**
 * zxcvbn's score 3, "safely unguessable": about 10^8 guesses or more, out of reach of an online
 * attack (the login is throttled) and slow offline against argon2id.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * A password's first 32 characters are judged: a long passphrase is strong well within them, and
 * judging every character of a 200-character password would hold the event loop for a second.
 */
const JUDGED_PASSWORD_CHARACTERS = 32;

/** Why a password is refused: a common one in disguise (which, and how), or simply easy to guess for zxcvbn. */
export type PasswordWeakness = { kind: 'common'; likeness: CommonPasswordLikeness } | { kind: 'guessable' };

/**
 * Why `password` is too easy to guess for someone who knows the shop's and the account's names, or
 * null. zxcvbn alone scored Senha@123456 and Flamengo2026! 3 (common-password.ts): the folded word is
 * looked up first, and says more.
 */
export function passwordWeakness(password: string, context: PasswordContext): PasswordWeakness | null {
  const likeness = commonPasswordLikeness(password, context);
  if (likeness) return { kind: 'common', likeness };
  return isGuessablePassword(password, context) ? { kind: 'guessable' } : null;
}

/**
 * Gives up what judging passwords built (zxcvbn's estimator, the common words) now rather than when
 * idle: for start-up, whose secret checks are over before the first request.
 */
export function releasePasswordJudges(): void {
  releaseStrengthEstimator();
  releaseCommonPasswordWords();
}

function isGuessablePassword(password: string, context: PasswordContext): boolean {
  return estimateStrength(password, guessableWords(context), JUDGED_PASSWORD_CHARACTERS).score < MIN_PASSWORD_SCORE;
}

/**
 * The names an attacker would try, each whole, word by word and run together, with and without its
 * accents: "João Silva", "joão", "silva", "joãosilva", "joao", "joaosilva".
 */
function guessableWords({ shopName, usernames }: PasswordContext): string[] {
  const names = [shopName, ...usernames].map((name) => name.toLowerCase());
  const words = [...names, ...names.map(withoutAccents)].flatMap((name) => {
    const parts = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    return [name, parts.join(''), ...parts];
  });
  return [...new Set([...SHOP_WORDS, ...words])];
}
