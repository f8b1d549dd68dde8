import {
  PASSWORD_MIN_LENGTH as MIN_PASSWORD_LENGTH,
  USERNAME_CHARACTERS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../../../backend/src/shared/input-limits';

export { MIN_PASSWORD_LENGTH };

/** The server's rule for usernames: 3 to 40 letters, digits, dots, dashes or underscores. */
export function usernameProblem(username: string): string | null {
  const trimmed = username.trim();
  const fits = trimmed.length >= USERNAME_MIN_LENGTH && trimmed.length <= USERNAME_MAX_LENGTH && USERNAME_CHARACTERS.test(trimmed);
  return fits ? null : `Use de ${USERNAME_MIN_LENGTH} a ${USERNAME_MAX_LENGTH} letras, números, pontos, hífens ou sublinhados, sem espaços.`;
}

export function newPasswordProblem(password: string): string | null {
  return password.length >= MIN_PASSWORD_LENGTH ? null : `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`;
}

export function currentPasswordProblem(password: string): string | null {
  return password ? null : 'Informe a senha atual.';
}

export function confirmationProblem(password: string, confirmation: string): string | null {
  return password === confirmation ? null : 'As senhas não conferem.';
}
