import { isCommonPasswordWord } from './common-password-words';
import { PasswordContext, SHOP_WORDS } from './password-context';
import { FoldedPassword, foldings, lettersOf, MIN_FOLDED_WORD_LENGTH } from './password-folding';

/** What was put around the word: `@123456` is digits and symbols, `2026!` a year and symbols. */
export type AddedCharacters = 'digits' | 'symbols' | 'digitsAndSymbols' | 'year' | 'yearAndSymbols';

export type PasswordBase = { kind: 'common'; word: string } | { kind: 'username' } | { kind: 'shopName' };

/** Why a password is a common one in disguise: the word it folds to and what was added to it. */
export interface CommonPasswordLikeness {
  base: PasswordBase;
  before: AddedCharacters | null;
  after: AddedCharacters | null;
  leet: boolean;
}

const YEAR = /(?:19|20)\d\d/;

/**
 * Outside probes set Senha@123456, Senha@2026, Palmeiras@123 and Flamengo2026!, which zxcvbn scores 3:
 * a common password's word, or the account's or the shop's name, with digits, symbols or a year
 * around it and letters swapped for look-alikes, is the first thing a guesser's rules try. Null
 * when `password` folds to none of them; the account's and the shop's names win over the lists.
 */
export function commonPasswordLikeness(password: string, context: PasswordContext): CommonPasswordLikeness | null {
  const readings = foldings(password);
  const names = nameBases(context);
  const byName = readings.find((reading) => names.has(reading.word));
  if (byName) return likeness(names.get(byName.word) as PasswordBase, byName);
  const common = readings.find((reading) => isCommonPasswordWord(reading.word));
  return common ? likeness({ kind: 'common', word: common.word }, common) : null;
}

function likeness(base: PasswordBase, reading: FoldedPassword): CommonPasswordLikeness {
  return { base, before: addedCharacters(reading.before), after: addedCharacters(reading.after), leet: reading.leet };
}

function addedCharacters(text: string): AddedCharacters | null {
  if (!text) return null;
  const digits = text.replace(/\D/g, '');
  const hasSymbols = digits.length < text.length;
  if (!digits) return 'symbols';
  if (digits.length === 4 && YEAR.test(digits)) return hasSymbols ? 'yearAndSymbols' : 'year';
  return hasSymbols ? 'digitsAndSymbols' : 'digits';
}

/** Each name folded whole and word by word ("Salão do Zé" → "salaodoze", "salao"), and the shop words. */
function nameBases({ shopName, usernames }: PasswordContext): Map<string, PasswordBase> {
  const bases = new Map<string, PasswordBase>(SHOP_WORDS.map((word) => [word, { kind: 'common', word }]));
  const add = (name: string, base: PasswordBase) => {
    for (const word of [name, ...name.split(/[^\p{L}\p{N}]+/u)].map(lettersOf)) {
      if (word.length >= MIN_FOLDED_WORD_LENGTH) bases.set(word, base);
    }
  };
  add(shopName, { kind: 'shopName' });
  for (const username of usernames) add(username, { kind: 'username' });
  return bases;
}
