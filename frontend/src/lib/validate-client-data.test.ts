import { describe, expect, it } from 'vitest';
import { validateBarberClientData, validateClientData } from './validate-client-data';

describe('client data rules', () => {
  it('accepts a name of 2 characters and a contact of 8', () => {
    expect(validateClientData('Jo', '11987654')).toBeNull();
  });

  it('asks for both fields first', () => {
    expect(validateClientData('', '')).toEqual({ title: 'Dados inválidos', message: 'Preencha corretamente os campos.' });
    expect(validateClientData('Maria', '')?.title).toBe('Dados inválidos');
    expect(validateClientData('', '11987654321')?.title).toBe('Dados inválidos');
  });

  it('checks the contact before the name', () => {
    expect(validateClientData('M', '1198765')).toEqual({
      title: 'Contato inválido',
      message: 'Campo CONTATO deve conter pelo menos 8 caracteres.',
    });
    expect(validateClientData('M', '11987654')).toEqual({ title: 'Nome inválido', message: 'Campo Nome deve conter pelo menos 2 caracteres.' });
  });

  it("lets the barber's own booking go without a contact, but checks one that is given", () => {
    expect(validateBarberClientData('Maria', '')).toBeNull();
    expect(validateBarberClientData('', '11987654321')?.title).toBe('Dados inválidos');
    expect(validateBarberClientData('Maria', '1198765')?.title).toBe('Contato inválido');
    expect(validateBarberClientData('M', '')?.title).toBe('Nome inválido');
  });
});
