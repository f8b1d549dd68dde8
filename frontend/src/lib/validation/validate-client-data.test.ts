import { describe, expect, it } from 'vitest';
import { clientDataErrors, lookupContactProblem, validateClientData } from './validate-client-data';

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

  it('refuses a name over 80 characters (a form posted without the app, whose field stops there)', () => {
    expect(validateClientData('a'.repeat(80), '11987654')).toBeNull();
    const tooLong = { title: 'Nome inválido', message: 'Campo Nome deve conter no máximo 80 caracteres.' };
    expect(validateClientData('a'.repeat(81), '11987654')).toEqual(tooLong);
    expect(clientDataErrors('a'.repeat(81), '11987654')).toEqual({ clientName: tooLong.message });
  });

  it("lets the barber's own booking go without a contact, but checks one that is given", () => {
    expect(validateClientData('Maria', '', true)).toBeNull();
    expect(validateClientData('', '11987654321', true)?.title).toBe('Dados inválidos');
    expect(validateClientData('Maria', '1198765', true)?.title).toBe('Contato inválido');
    expect(validateClientData('M', '', true)?.title).toBe('Nome inválido');
  });

  it('puts the problem of each invalid field under it, an empty one included', () => {
    expect(clientDataErrors('Jo', '11987654')).toEqual({});
    expect(clientDataErrors('', '')).toEqual({
      clientName: 'Campo Nome deve conter pelo menos 2 caracteres.',
      clientContact: 'Campo CONTATO deve conter pelo menos 8 caracteres.',
    });
    expect(clientDataErrors('Maria', '1198765')).toEqual({ clientContact: 'Campo CONTATO deve conter pelo menos 8 caracteres.' });
    expect(clientDataErrors('M', '11987654')).toEqual({ clientName: 'Campo Nome deve conter pelo menos 2 caracteres.' });
  });

  it("leaves the barber's empty contact alone under the field too, but not a short one", () => {
    expect(clientDataErrors('Maria', '', true)).toEqual({});
    expect(clientDataErrors('Maria', '1198765', true)).toEqual({ clientContact: 'Campo CONTATO deve conter pelo menos 8 caracteres.' });
    expect(clientDataErrors('', '', true)).toEqual({ clientName: 'Campo Nome deve conter pelo menos 2 caracteres.' });
  });

  it('asks for the DDD of a Brazilian number without it, as the server does, in the toast and under the field', () => {
    const ASK_FOR_DDD = 'Informe o telefone com DDD, por exemplo (11) 91234-5678.';
    expect(validateClientData('Maria', '987650099')).toEqual({ title: 'Contato inválido', message: ASK_FOR_DDD });
    expect(validateClientData('Maria', '34567890', true)).toEqual({ title: 'Contato inválido', message: ASK_FOR_DDD });
    expect(clientDataErrors('M', '987650099')).toEqual({ clientName: 'Campo Nome deve conter pelo menos 2 caracteres.', clientContact: ASK_FOR_DDD });
    expect(validateClientData('Maria', '21987650099')).toBeNull();
    expect(validateClientData('Maria', '351912345678')).toBeNull();
  });
});

describe('the lookup’s contact rule', () => {
  it('refuses a contact under 8 digits, then asks for the DDD of a Brazilian number without it', () => {
    expect(lookupContactProblem('1234567')).toBe('Contato incorreto ou inválido.');
    expect(lookupContactProblem('987650099')).toBe('Informe o telefone com DDD, por exemplo (11) 91234-5678.');
    expect(lookupContactProblem('21987650099')).toBeNull();
    expect(lookupContactProblem('5521987650099')).toBeNull();
  });
});
