/** The server's rule for usernames: 3 to 40 letters, digits, dots, dashes or underscores. */
const USERNAME_PATTERN = /^[\p{L}\p{N}._-]{3,40}$/u;
export const MIN_PASSWORD_LENGTH = 8;

export function usernameProblem(username: string): string | null {
  return USERNAME_PATTERN.test(username.trim()) ? null : 'Use de 3 a 40 letras, números, pontos, hífens ou sublinhados, sem espaços.';
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
