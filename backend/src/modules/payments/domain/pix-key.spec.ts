import fc from 'fast-check';
import { parsePixKey, PIX_EMAIL_MAX_LENGTH } from './pix-key';
import { InvalidCnpjPixKey, InvalidCpfPixKey, InvalidEmailPixKey, InvalidPhonePixKey, InvalidRandomPixKey, UnknownPixKeyKind } from './pix.errors';

/** Receita Federal's formula, written apart from the app's: Σ digit × weight, × 10, mod 11, 10 → 0. */
function cpfWithCheckDigits(body: string): string {
  const digit = (digits: string) => ((digits.split('').reduce((sum, d, i) => sum + Number(d) * (digits.length + 1 - i), 0) * 10) % 11) % 10;
  const first = digit(body);
  return `${body}${first}${digit(`${body}${first}`)}`;
}

/**
 * CNPJ: weights 5…2 then 9…2 (6…2 then 9…2 for the second digit), remainder below 2 → 0, else 11 − remainder.
 * A character counts as its ASCII code minus 48 (Receita Federal's alphanumeric CNPJ): '0'…'9' 0…9, 'A' 17 … 'Z' 42.
 */
function cnpjWithCheckDigits(body: string): string {
  const valueOf = (character: string) => character.charCodeAt(0) - '0'.charCodeAt(0);
  const digit = (characters: string, weights: number[]) => {
    const remainder = characters.split('').reduce((sum, character, i) => sum + valueOf(character) * weights[i], 0) % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  const first = digit(body, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${body}${first}${digit(`${body}${first}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])}`;
}

const digitsOf = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const alphanumericsOf = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: length, maxLength: length });
/** The last digit replaced by any other: a check digit is compared as it is, so every such change is caught. */
const withWrongLastDigit = (digits: string, shift: number) => `${digits.slice(0, -1)}${(Number(digits.slice(-1)) + shift) % 10}`;

describe('a CPF key', () => {
  it('is stored as its 11 digits, typed with or without punctuation', () => {
    for (const typed of ['123.456.789-09', '12345678909', ' 123 456 789 09 ', '123456789-09']) {
      expect(parsePixKey('cpf', typed)).toEqual({ kind: 'cpf', value: '12345678909' });
    }
    expect(parsePixKey('cpf', '529.982.247-25').value).toBe('52998224725');
  });

  it('is refused with a wrong check digit, the wrong number of digits, one digit repeated, or letters', () => {
    for (const typed of [
      '123.456.789-08',
      '123.456.789-19',
      '1234567890',
      '123456789091',
      '111.111.111-11',
      '000.000.000-00',
      '123.456.789-0A',
      'cpf 12345678909',
      '',
    ]) {
      expect(() => parsePixKey('cpf', typed)).toThrow(InvalidCpfPixKey);
    }
    expect(new InvalidCpfPixKey()).toMatchObject({ kind: 'invalid', code: 'PIX_KEY_CPF_INVALID' });
  });

  it('accepts every body with its check digits, and refuses it with any other last digit', () => {
    fc.assert(
      fc.property(digitsOf(9), fc.integer({ min: 1, max: 9 }), (body, shift) => {
        const cpf = cpfWithCheckDigits(body);
        fc.pre(!/^(\d)\1*$/.test(cpf));
        const typed = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
        expect(parsePixKey('cpf', typed).value).toBe(cpf);
        expect(() => parsePixKey('cpf', withWrongLastDigit(cpf, shift))).toThrow(InvalidCpfPixKey);
      }),
      { numRuns: 300 },
    );
  });
});

describe('a CNPJ key', () => {
  it('is stored as its 14 digits, typed with or without punctuation', () => {
    expect(parsePixKey('cnpj', '11.222.333/0001-81')).toEqual({ kind: 'cnpj', value: '11222333000181' });
    expect(parsePixKey('cnpj', '11444777000161').value).toBe('11444777000161');
    expect(parsePixKey('cnpj', '12.345.678/0001-95').value).toBe('12345678000195');
  });

  it('is refused with a wrong check digit, the wrong number of digits, one digit repeated, or letters', () => {
    for (const typed of [
      '11.222.333/0001-82',
      '11.222.333/0001-91',
      '1122233300018',
      '112223330001811',
      '00.000.000/0000-00',
      '11.222.333/0001-8I',
      '12345678909',
    ]) {
      expect(() => parsePixKey('cnpj', typed)).toThrow(InvalidCnpjPixKey);
    }
    expect(new InvalidCnpjPixKey()).toMatchObject({ kind: 'invalid', code: 'PIX_KEY_CNPJ_INVALID' });
  });

  it('accepts every body with its check digits, and refuses it with any other last digit', () => {
    fc.assert(
      fc.property(digitsOf(12), fc.integer({ min: 1, max: 9 }), (body, shift) => {
        const cnpj = cnpjWithCheckDigits(body);
        fc.pre(!/^(\d)\1*$/.test(cnpj));
        expect(parsePixKey('cnpj', cnpj).value).toBe(cnpj);
        expect(() => parsePixKey('cnpj', withWrongLastDigit(cnpj, shift))).toThrow(InvalidCnpjPixKey);
      }),
      { numRuns: 300 },
    );
  });
});

/** Issued by the Receita Federal since July 2026 (IN RFB 2.229/2024): 12 characters of [0-9A-Z], then 2 check digits. */
describe('an alphanumeric CNPJ key', () => {
  it('takes the Receita Federal’s published example, stored upper-case without punctuation however typed', () => {
    expect(cnpjWithCheckDigits('12ABC34501DE')).toBe('12ABC34501DE35');
    for (const typed of ['12.ABC.345/01DE-35', '12ABC34501DE35', '12abc34501de35', ' 12.abc.345/01de-35 ', '12 ABC 345 01DE 35']) {
      expect([typed, parsePixKey('cnpj', typed)]).toEqual([typed, { kind: 'cnpj', value: '12ABC34501DE35' }]);
    }
  });

  it('is refused with a wrong or a letter check digit, the wrong length, one character repeated, or a sign outside [0-9A-Z]', () => {
    for (const typed of [
      '12.ABC.345/01DE-36',
      '12.ABC.345/01DE-53',
      '12.ABC.345/01DE-3A',
      '12.ABC.345/01DE-3',
      '12.ABC.345/01DEF-35',
      'AAAAAAAAAAAAAA',
      'ZZZZZZZZZZZZZZ',
      '12.ÁBC.345/01DE-35',
      '12.ABC.345/01DE_35',
      '12ABC34501DE35X',
    ]) {
      expect(() => parsePixKey('cnpj', typed)).toThrow(InvalidCnpjPixKey);
    }
  });

  it('accepts every alphanumeric body with its check digits, in either case, and refuses it with any other last digit', () => {
    fc.assert(
      fc.property(alphanumericsOf(12), fc.integer({ min: 1, max: 9 }), (body, shift) => {
        const cnpj = cnpjWithCheckDigits(body);
        const typed = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
        expect(parsePixKey('cnpj', typed).value).toBe(cnpj);
        expect(parsePixKey('cnpj', typed.toLowerCase()).value).toBe(cnpj);
        expect(() => parsePixKey('cnpj', withWrongLastDigit(cnpj, shift))).toThrow(InvalidCnpjPixKey);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves a CPF as digits only: letters are a CNPJ’s alone', () => {
    expect(() => parsePixKey('cpf', '12ABC34501DE35')).toThrow(InvalidCpfPixKey);
    expect(() => parsePixKey('cpf', '1234567890A')).toThrow(InvalidCpfPixKey);
  });
});

describe('an e-mail key', () => {
  it('is stored trimmed and in lower case', () => {
    expect(parsePixKey('email', ' Pix@Barbearia.COM.br ')).toEqual({ kind: 'email', value: 'pix@barbearia.com.br' });
    expect(parsePixKey('email', 'joao.silva+pix@mail.exemplo.com').value).toBe('joao.silva+pix@mail.exemplo.com');
  });

  it('may have 77 characters, not 78', () => {
    const at77 = `${'a'.repeat(PIX_EMAIL_MAX_LENGTH - '@exemplo.com'.length)}@exemplo.com`;
    expect(at77).toHaveLength(77);
    expect(parsePixKey('email', at77).value).toBe(at77);
    expect(() => parsePixKey('email', `a${at77}`)).toThrow(InvalidEmailPixKey);
  });

  it('is refused when it is not an address', () => {
    const notAddresses = [
      'pix',
      'pix@',
      '@exemplo.com',
      'pix@exemplo',
      'pix@@exemplo.com',
      'p ix@exemplo.com',
      'joão@exemplo.com',
      '.pix@exemplo.com',
      'pix.@exemplo.com',
      'p..ix@exemplo.com',
      'pix@-exemplo.com',
      'pix@exemplo..com',
      'pix@exemplo.c0m',
      '(11) 91234-5678',
    ];
    for (const typed of notAddresses) expect(() => parsePixKey('email', typed)).toThrow(InvalidEmailPixKey);
    expect(new InvalidEmailPixKey()).toMatchObject({ kind: 'invalid', code: 'PIX_KEY_EMAIL_INVALID' });
  });
});

describe('a phone key', () => {
  it('is stored as +55, DDD and the mobile number, however it was typed', () => {
    const spellings = [
      '(11) 91234-5678',
      '11912345678',
      '11 91234 5678',
      '+55 11 91234-5678',
      '+55 (11) 91234-5678',
      '5511912345678',
      '011 91234-5678',
      '0xx11 91234-5678',
      '11.91234.5678',
    ];
    for (const typed of spellings) expect([typed, parsePixKey('phone', typed)]).toEqual([typed, { kind: 'phone', value: '+5511912345678' }]);
    expect(parsePixKey('phone', '(55) 99876-5432').value).toBe('+5555998765432');
  });

  it('is refused without a DDD, in a DDD that does not exist, as a landline, from abroad or with letters', () => {
    const refused = [
      '91234-5678',
      '(20) 91234-5678',
      '(23) 91234-5678',
      '(11) 3456-7890',
      '(11) 81234-5678',
      '+351 912 345 678',
      '(11) 9123-45678 ramal 2',
      'onze 91234-5678',
      '12345678909',
      '',
    ];
    for (const typed of refused) expect(() => parsePixKey('phone', typed)).toThrow(InvalidPhonePixKey);
    expect(new InvalidPhonePixKey()).toMatchObject({ kind: 'invalid', code: 'PIX_KEY_PHONE_INVALID' });
  });

  it('reads a phone spelling only as a phone: the same text is no CPF, e-mail or random key', () => {
    expect(() => parsePixKey('cpf', '(11) 91234-5678')).toThrow(InvalidCpfPixKey);
    expect(() => parsePixKey('random', '(11) 91234-5678')).toThrow(InvalidRandomPixKey);
  });
});

describe('a random key (EVP)', () => {
  it('is a UUID stored in lower case', () => {
    expect(parsePixKey('random', ' 123E4567-E12B-42D1-A456-426655440000 ')).toEqual({
      kind: 'random',
      value: '123e4567-e12b-42d1-a456-426655440000',
    });
  });

  it('is refused without its dashes, with a letter outside hex, or with a character more or less', () => {
    for (const typed of [
      '123e4567e12b42d1a456426655440000',
      '123e4567-e12b-42d1-a456-42665544000g',
      '123e4567-e12b-42d1-a456-42665544000',
      '123e4567-e12b-42d1-a456-4266554400000',
      '{123e4567-e12b-42d1-a456-426655440000}',
    ]) {
      expect(() => parsePixKey('random', typed)).toThrow(InvalidRandomPixKey);
    }
    expect(new InvalidRandomPixKey()).toMatchObject({ kind: 'invalid', code: 'PIX_KEY_RANDOM_INVALID' });
  });

  it('accepts any UUID', () => {
    fc.assert(fc.property(fc.uuid(), (uuid) => expect(parsePixKey('random', uuid.toUpperCase()).value).toBe(uuid.toLowerCase())));
  });
});

describe('the kind of a key', () => {
  it('is one of cpf, cnpj, email, phone, random; anything else is refused before the value is read', () => {
    for (const kind of ['', 'CPF', 'evp', 'telefone', 'constructor', 'toString']) {
      expect(() => parsePixKey(kind, '12345678909')).toThrow(UnknownPixKeyKind);
    }
    expect(new UnknownPixKeyKind()).toMatchObject({ kind: 'invalid', code: 'PIX_KEY_KIND_UNKNOWN' });
  });
});
