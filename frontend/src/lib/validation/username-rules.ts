import {
  DISPLAY_NAME_CHARACTERS,
  DISPLAY_NAME_MAX_LENGTH,
  DISPLAY_NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH as MIN_PASSWORD_LENGTH,
  USERNAME_CHARACTERS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../../../../common/rules/input-limits';

export { MIN_PASSWORD_LENGTH };

/**
 * The server's rule for usernames: 3 to 40 Latin letters (with the accents of Portuguese), digits,
 * spaces, dots, dashes or underscores, after NFKC as the server reads them. A name that only looks
 * like another barber's is refused by the server (409 USERNAME_TAKEN), which alone knows the others.
 */
export function usernameProblem(username: string): string | null {
  const trimmed = username.normalize('NFKC').trim();
  const fits = trimmed.length >= USERNAME_MIN_LENGTH && trimmed.length <= USERNAME_MAX_LENGTH && USERNAME_CHARACTERS.test(trimmed);
  return fits
    ? null
    : `Use de ${USERNAME_MIN_LENGTH} a ${USERNAME_MAX_LENGTH} letras (com os acentos do português), números, espaços, pontos, hífens ou sublinhados.`;
}

/**
 * The server's rule for display names, the name clients see: 2 to 40 of the usernames' characters and
 * apostrophes, after NFKC. One that looks like another barber's is refused by the server (409 DISPLAY_NAME_TAKEN).
 */
export function displayNameProblem(displayName: string): string | null {
  const trimmed = displayName.normalize('NFKC').trim();
  const fits = trimmed.length >= DISPLAY_NAME_MIN_LENGTH && trimmed.length <= DISPLAY_NAME_MAX_LENGTH && DISPLAY_NAME_CHARACTERS.test(trimmed);
  return fits
    ? null
    : `Use de ${DISPLAY_NAME_MIN_LENGTH} a ${DISPLAY_NAME_MAX_LENGTH} letras (com os acentos do português), números, espaços, pontos, hífens, apóstrofos ou sublinhados.`;
}

/**
 * What a new password's field says under it, as the server judges (backend shared/strength/): long
 * enough, and not a common password or a name dressed up with digits, symbols or a year.
 */
export const NEW_PASSWORD_HINT = `Pelo menos ${MIN_PASSWORD_LENGTH} caracteres. Nada de senha comum com números ou ano (Senha@123, Flamengo2026!) nem nomes: prefira uma frase.`;

export function newPasswordProblem(password: string): string | null {
  return password.length >= MIN_PASSWORD_LENGTH ? null : `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`;
}

export function currentPasswordProblem(password: string): string | null {
  return password ? null : 'Informe a senha atual.';
}

export function confirmationProblem(password: string, confirmation: string): string | null {
  return password === confirmation ? null : 'As senhas não conferem.';
}
