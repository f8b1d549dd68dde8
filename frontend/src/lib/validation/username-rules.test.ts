import { describe, expect, it } from 'vitest';
import { confirmationProblem, currentPasswordProblem, displayNameProblem, newPasswordProblem, usernameProblem } from './username-rules';

describe('account rules', () => {
  it('accepts 3 to 40 Latin letters with Portuguese accents, digits, spaces, dots, dashes or underscores', () => {
    expect(usernameProblem('joão.barbeiro_2')).toBeNull();
    expect(usernameProblem('  ana  ')).toBeNull();
    expect(usernameProblem('João Conceição-Müller')).toBeNull();
    expect(usernameProblem('Joa\u0303o')).toBeNull(); // a decomposed "ã", as the server reads it (NFKC)
    expect(usernameProblem('jo')).not.toBeNull();
    expect(usernameProblem('a'.repeat(41))).not.toBeNull();
  });

  it('refuses the letters of other scripts and Latin look-alikes, as the server does', () => {
    for (const lookAlike of ['Јоао', 'Jᴏᴀᴏ', 'ᎫᎾᎪᎾ', 'Jo\u0430o', 'joão@barbearia', 'Иван']) {
      expect(usernameProblem(lookAlike)).toBe('Use de 3 a 40 letras (com os acentos do português), números, espaços, pontos, hífens ou sublinhados.');
    }
  });

  it('takes a display name of 2 to 40 of the same letters, apostrophes too, as the server does', () => {
    for (const name of ['Zé', "Zé D'Ávila", 'João D’Ávila', '  Rafael Tesoura  ', 'Joa\u0303o']) expect(displayNameProblem(name)).toBeNull();
    for (const name of ['Z', ' Z ', 'a'.repeat(41), 'Јоао', 'João ✂️', '<b>João</b>']) {
      expect(displayNameProblem(name)).toBe(
        'Use de 2 a 40 letras (com os acentos do português), números, espaços, pontos, hífens, apóstrofos ou sublinhados.',
      );
    }
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
