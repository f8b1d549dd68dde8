import { DomainError } from '../../../shared/errors/domain-error';

/** A username whose letters come from more than one writing system: "Joаo" with a Cyrillic "а". */
export class MixedScriptUsername extends DomainError {
  readonly kind = 'invalid';
  constructor() {
    super('USERNAME_MIXED_SCRIPTS', 'O nome de usuário não pode misturar alfabetos diferentes (por exemplo, letras latinas e cirílicas).');
  }
}

/**
 * Scripts a letter is told apart by. Chinese, Japanese and Korean text mixes Han with kana or
 * Hangul as a matter of course, so those count as one. A letter of any other script is "other".
 */
const SCRIPTS: ReadonlyArray<[name: string, letter: RegExp]> = [
  ['latin', /\p{Script=Latin}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['greek', /\p{Script=Greek}/u],
  ['armenian', /\p{Script=Armenian}/u],
  ['georgian', /\p{Script=Georgian}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['cjk', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u],
];

/**
 * The form a username is compared and stored under (its "key"): NFKC, so that look-alike forms of
 * one character (full-width letters, ligatures, a composed or decomposed "ã") are one, then
 * case-folded, so that "Joao" and "JOAO" are one.
 */
export function usernameKey(username: string): string {
  return username.trim().normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

/** The username as it is shown and stored: trimmed, NFKC. A name mixing scripts is refused. */
export function normalizedUsername(username: string): string {
  const normalized = username.trim().normalize('NFKC');
  if (scriptsOf(normalized).size > 1) throw new MixedScriptUsername();
  return normalized;
}

/** The writing systems of the letters (digits, dots, dashes and combining marks belong to none). */
export function scriptsOf(text: string): Set<string> {
  const scripts = new Set<string>();
  for (const character of text) {
    if (!/\p{L}/u.test(character)) continue;
    scripts.add(SCRIPTS.find(([, letter]) => letter.test(character))?.[0] ?? `other:${scriptName(character)}`);
  }
  return scripts;
}

/** Letters of scripts not listed above are told apart by their Unicode block, roughly. */
function scriptName(character: string): string {
  return ((character.codePointAt(0) ?? 0) >> 7).toString(16);
}
