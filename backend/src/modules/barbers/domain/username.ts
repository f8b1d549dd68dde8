import { rectifyConfusion } from 'unicode-confusables';
import { DomainError, InvalidInput } from '../../../shared/errors/domain-error';
import { USERNAME_CHARACTERS } from '../../../../../common/rules/input-limits';

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

/** A name with a character outside the usernames' alphabet (input-limits.ts), e.g. all-Cyrillic "Јоао". */
export class UsernameOutsideAlphabet extends InvalidInput {
  constructor() {
    super('O nome de usuário aceita só letras (com os acentos do português), números, espaços, pontos, hífens e sublinhados.');
  }
}

/**
 * The form a username is compared and stored under (its "key"), which login looks up: NFKC, so that
 * look-alike forms of one character (full-width letters, ligatures, a composed or decomposed "ã")
 * are one, then case-folded, so that "Joao" and "JOAO" are one.
 */
export function usernameKey(username: string): string {
  return spaced(username).toUpperCase().toLowerCase().normalize('NFKC');
}

/**
 * The name's look-alike form, unique among barbers: its letters and digits without accents
 * (punctuation, spaces and accents dropped), then their Unicode TR39 skeleton (NFD, each character
 * replaced by the prototype of its confusables.txt class, NFD), case-folded, skeletonised and
 * stripped once more. So "Joao", "João", "Jóao", "Joao." and "J0A0" are one, as are "maria" and
 * "rnaria", "Iuri", "luri" and "1uri", "ana.paula" and "Ana Paula": a client choosing a barber by
 * name, or reading it aloud, can't tell them apart. Logins look names up by usernameKey(), not this.
 *
 * The mapping is unicode-confusables' copy of confusables.txt, not a table of our own: with the
 * whole Unicode table the rule is TR39's rather than our guess of which pairs look alike, and it
 * still holds for names accepted before the alphabet was narrowed. Within today's alphabet it comes
 * down to m/rn, 0/O, 1/l/I (and ç's cedilla), which its Unicode 10 data has as later versions do.
 */
export function usernameSkeleton(username: string): string {
  return folded(skeleton(skeleton(bare(username)).toUpperCase().toLowerCase()));
}

/** The username as it is shown and stored: trimmed, NFKC, single spaces. A name mixing scripts is refused. */
export function normalizedUsername(username: string): string {
  const normalized = spaced(username);
  if (scriptsOf(normalized).size > 1) throw new MixedScriptUsername();
  return normalized;
}

/** A name a barber may take: normalizedUsername(), and only characters of the usernames' alphabet. */
export function acceptedUsername(username: string): string {
  const normalized = normalizedUsername(username);
  if (!USERNAME_CHARACTERS.test(normalized)) throw new UsernameOutsideAlphabet();
  return normalized;
}

function spaced(username: string): string {
  return username.normalize('NFKC').trim().replace(/\s+/gu, ' ');
}

/** Letters and digits only: NFKD, then accents (combining marks), punctuation and spaces dropped. */
function bare(text: string): string {
  return text.normalize('NFKD').replace(/[^\p{L}\p{N}]/gu, '');
}

function folded(text: string): string {
  return bare(text).toUpperCase().toLowerCase();
}

function skeleton(text: string): string {
  return rectifyConfusion(text.normalize('NFD')).normalize('NFD');
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
