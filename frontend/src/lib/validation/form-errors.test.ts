import { describe, expect, it } from 'vitest';
import { firstFormError } from './form-errors';

describe('firstFormError', () => {
  it('reads the errors in the fields’ order, not in the order they were found', () => {
    expect(firstFormError({ confirmation: 'As senhas não conferem.', current: 'Informe a senha atual.' }, ['current', 'next', 'confirmation'])).toBe(
      'Informe a senha atual.',
    );
    expect(firstFormError({}, ['current'])).toBe('');
  });
});
