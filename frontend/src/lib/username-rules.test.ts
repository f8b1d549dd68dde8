import { describe, expect, it } from 'vitest';
import { confirmationProblem, currentPasswordProblem, newPasswordProblem, usernameProblem } from './username-rules';

describe('account rules', () => {
  it('accepts 3 to 40 letters, digits, dots, dashes or underscores', () => {
    expect(usernameProblem('joão.barbeiro_2')).toBeNull();
    expect(usernameProblem('  ana  ')).toBeNull();
    expect(usernameProblem('jo')).not.toBeNull();
    expect(usernameProblem('joão barbeiro')).not.toBeNull();
    expect(usernameProblem('a'.repeat(41))).not.toBeNull();
  });

  it('asks for a new password of at least 8 characters', () => {
    expect(newPasswordProblem('12345678')).toBeNull();
    expect(newPasswordProblem('1234567')).toBe('A senha deve ter pelo menos 8 caracteres.');
  });

  it('asks for the current password and a confirmation that matches the new one', () => {
    expect(currentPasswordProblem('')).toBe('Informe a senha atual.');
    expect(currentPasswordProblem('segredo')).toBeNull();
    expect(confirmationProblem('nova-senha', 'nova-senha')).toBeNull();
    expect(confirmationProblem('nova-senha', 'nova-senhA')).toBe('As senhas não conferem.');
  });
});
