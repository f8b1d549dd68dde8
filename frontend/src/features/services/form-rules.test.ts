import { describe, expect, it } from 'vitest';
import { firstFormProblem } from '../../lib/validation/form-errors';
import { SERVICE_FORM_TOAST_TITLES, serviceFormRules } from './form-rules';

describe('service form rules', () => {
  it('accepts a name and a value of at least R$ 1,00', () => {
    expect(serviceFormRules.name('Corte')).toBeNull();
    expect(serviceFormRules.value(1)).toBeNull();
    expect(serviceFormRules.value(55.5)).toBeNull();
  });

  it('asks for a name that is not only spaces', () => {
    expect(serviceFormRules.name('   ')).toBe('Insira um NOME válido.');
  });

  it('refuses a value under 1, empty or not a number', () => {
    for (const value of [0.99, '', Number.NaN]) expect(serviceFormRules.value(value)).toBe('Insira um VALOR válido.');
  });

  it('toasts the name’s problem first, then the value’s, with the product’s titles', () => {
    const errors = { value: 'Insira um VALOR válido.', name: 'Insira um NOME válido.' };
    expect(firstFormProblem(errors, SERVICE_FORM_TOAST_TITLES)).toEqual({ title: 'NOME inválido.', message: 'Insira um NOME válido.' });
    expect(firstFormProblem({ value: errors.value }, SERVICE_FORM_TOAST_TITLES)).toEqual({
      title: 'VALOR inválido.',
      message: 'Insira um VALOR válido.',
    });
    expect(firstFormProblem({}, SERVICE_FORM_TOAST_TITLES)).toBeNull();
  });
});
