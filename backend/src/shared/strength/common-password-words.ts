import { BRAZILIAN_PASSWORD_WORDS } from './brazilian-password-words';
import { forgetDictionaryModules, requireDictionaries } from './password-dictionaries';
import { lettersOf, MIN_FOLDED_WORD_LENGTH } from './password-folding';
import { ReleasedWhenIdle } from '../memory/released-when-idle';

/** Built when a password is judged, given up when idle, like the estimator whose lists it shares. */
const words = new ReleasedWhenIdle(loadWords, forgetDictionaryModules);

/**
 * True when `word` (folded: password-folding.ts) is the base of a common password: one of
 * @zxcvbn-ts/language-common's 49,233 (Mark Burnett's ten million leaked passwords, those seen more
 * than 10 times, by frequency), a Brazilian first or last name of language-pt-br, or one of
 * BRAZILIAN_PASSWORD_WORDS. Only entries of letters alone are kept: "senha123" is found through
 * "senha". The lists are the arrays zxcvbn's estimator loads anyway (strength-estimator.ts, 14.7 MiB
 * of heap, 35 MiB of RSS); the Set built on them on the first call holds 36,461 words and adds
 * 1.3 MiB of heap and 1.5-2.0 MiB of RSS (process.memoryUsage() around it after a gc, Node 24).
 */
export function isCommonPasswordWord(word: string): boolean {
  return words.get().has(word);
}

/** Gives the Set up now rather than when idle. */
export function releaseCommonPasswordWords(): void {
  words.release();
}

function loadWords(): ReadonlySet<string> {
  const { common, portuguese } = requireDictionaries();
  const lists: readonly (readonly (string | number)[])[] = [
    common.dictionary['passwords-common'],
    portuguese.dictionary['firstnames-pt-br'],
    portuguese.dictionary['lastnames-pt-br'],
    BRAZILIAN_PASSWORD_WORDS,
  ];
  const found = new Set<string>();
  for (const list of lists) {
    for (const entry of list) {
      const text = String(entry);
      // Most entries are folded already and kept as they are: the Set holds the lists' own strings.
      if (isPlainWord(text)) found.add(text);
      else if (/^\p{L}+$/u.test(text)) found.add(lettersOf(text));
    }
  }
  return found;
}

/** a-z only, long enough; a loop, not a regular expression: 36,000 of them run once. */
function isPlainWord(text: string): boolean {
  if (text.length < MIN_FOLDED_WORD_LENGTH) return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 97 || code > 122) return false;
  }
  return true;
}
