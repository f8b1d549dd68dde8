import { estimateStrength } from './strength-estimator';

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

/** The words anyone guessing a barbershop's passwords tries first: this app's own, the demo shop's. */
const SHOP_WORDS = ['barbearia', 'barbeiro', 'barbeira', 'navalha', 'navalhadeouro', 'barbearia123', 'barbeiro123', 'admin', 'dono'];

/** What an attacker knows about the account whose password is judged. */
export interface PasswordContext {
  shopName: string;
  /** The account's username (and the new one, when it changes with the password). */
  usernames: string[];
}

/** True when `password` is too easy to guess for someone who knows the shop's and the account's names. */
export function isGuessablePassword(password: string, context: PasswordContext): boolean {
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

function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
