import { InvalidInput } from '../../../shared/errors/domain-error';
import { usernameSkeleton } from './username';
import { DISPLAY_NAME_CHARACTERS, DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MIN_LENGTH } from '../../../../../common/rules/input-limits';

/** A display name too short, too long or with a character outside its alphabet (input-limits.ts). */
export class DisplayNameOutsideRules extends InvalidInput {
  constructor() {
    super(
      `O nome para os clientes deve ter de ${DISPLAY_NAME_MIN_LENGTH} a ${DISPLAY_NAME_MAX_LENGTH} letras (com os acentos do português), números, espaços, pontos, hífens, apóstrofos ou sublinhados.`,
    );
  }
}

/**
 * The display name's look-alike form, unique among display names: the username's skeleton with "i" read as "l" too. The
 * skeleton takes a capital I for an l, but not a small i, so "JOAO SILVA" and "João Silva" would differ by case alone;
 * usernames have their case-folded key for that, display names only this.
 */
export function displayNameSkeleton(name: string): string {
  return usernameSkeleton(name).replace(/i/gu, 'l');
}

/** The display name as it is shown and stored: NFKC, trimmed, single spaces; 400 outside its rules. */
export function acceptedDisplayName(name: string): string {
  const normalized = name.normalize('NFKC').trim().replace(/\s+/gu, ' ');
  const fits = normalized.length >= DISPLAY_NAME_MIN_LENGTH && normalized.length <= DISPLAY_NAME_MAX_LENGTH;
  if (!fits || !DISPLAY_NAME_CHARACTERS.test(normalized)) throw new DisplayNameOutsideRules();
  return normalized;
}
