import { describe, expect, it } from 'vitest';
import { validateServiceForm } from './validate-service-form';

describe('service form rules', () => {
  it('accepts a name and a value of at least R$ 1,00', () => {
    expect(validateServiceForm('Corte', 1)).toBeNull();
    expect(validateServiceForm('Corte + Barba', 55.5)).toBeNull();
  });

  it('asks for a name first', () => {
    expect(validateServiceForm('   ', 0)).toEqual({ title: 'NOME inválido.', message: 'Insira um NOME válido.' });
  });

  it('refuses a value under 1, empty or not a number', () => {
    const invalidValue = { title: 'VALOR inválido.', message: 'Insira um VALOR válido.' };
    expect(validateServiceForm('Corte', 0.99)).toEqual(invalidValue);
    expect(validateServiceForm('Corte', '')).toEqual(invalidValue);
    expect(validateServiceForm('Corte', Number.NaN)).toEqual(invalidValue);
  });
});
