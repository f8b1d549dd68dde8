/**
 * The word a password is built on, as a guesser's rules (hashcat's, John's) rebuild it: case, accents
 * and leetspeak undone, separators dropped, and digits, symbols or a year before or after it cut off.
 * `Senha@123456`, `S3nh4!2026` and `#senha` all fold to "senha".
 */
export interface FoldedPassword {
  /** Letters only, lower case, without accents: at least MIN_FOLDED_WORD_LENGTH of them. */
  word: string;
  /** The digits and symbols cut off before and after the word (lower case). */
  before: string;
  after: string;
  /** Digits or symbols inside the word stood for letters (`S3nh4`). */
  leet: boolean;
}

/** Shorter words match by chance too often: a random password's letters alone would fold to "abc". */
export const MIN_FOLDED_WORD_LENGTH = 4;

/** The judged start of a password, as zxcvbn's (guessable-password.ts): past it nothing is cut. */
const FOLDED_CHARACTERS = 32;

/** Leetspeak as guessers undo it; 1, ! and | stand for i or l, so both are tried. */
const LEET: Readonly<Record<string, string>> = {
  '4': 'a',
  '@': 'a',
  '8': 'b',
  '3': 'e',
  '€': 'e',
  '6': 'g',
  '9': 'g',
  '0': 'o',
  '5': 's',
  $: 's',
  '7': 't',
  '+': 't',
  '2': 'z',
};
const I_OR_L = new Set(['1', '!', '|']);

const LETTER = /\p{L}/u;
const NOT_A_LETTER = /[^\p{L}]/gu;

/**
 * Every way to read `password` as a word between digits and symbols: each cut of the non-letters
 * before the first letter and after the last, with 1 read as i and as l. The word alone comes
 * first, then with more of what surrounds it read as leetspeak ("S3nh4!" is "senha" and "!").
 */
export function foldings(password: string): FoldedPassword[] {
  const text = withoutAccents(password.slice(0, FOLDED_CHARACTERS).toLowerCase());
  const letters = [...text].flatMap((character, index) => (LETTER.test(character) ? [index] : []));
  if (letters.length === 0) return [];
  const first = letters[0];
  const last = letters[letters.length - 1];
  const found: FoldedPassword[] = [];
  for (let start = first; start >= 0; start--) {
    for (let end = last + 1; end <= text.length; end++) {
      found.push(...readingsOf(text.slice(start, end), text.slice(0, start), text.slice(end)));
    }
  }
  return found;
}

/** Case and accents folded: "São Paulo" → "sao paulo". */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** A name as a password-word: "Zé Tesoura" → "zetesoura". */
export function lettersOf(text: string): string {
  return withoutAccents(text.toLowerCase()).replace(NOT_A_LETTER, '');
}

function readingsOf(core: string, before: string, after: string): FoldedPassword[] {
  const leet = [...core].some((character) => character in LEET || I_OR_L.has(character));
  const words = new Set(['i', 'l'].map((oneAs) => unleet(core, oneAs)));
  return [...words].filter((word) => word.length >= MIN_FOLDED_WORD_LENGTH).map((word) => ({ word, before, after, leet }));
}

function unleet(core: string, oneAs: string): string {
  const letters = [...core].map((character) => (I_OR_L.has(character) ? oneAs : (LEET[character] ?? character)));
  return letters.join('').replace(NOT_A_LETTER, '');
}
