import fc from 'fast-check';
import { anyContactText, brazilianPhone, spellingOf } from '../../test/support/phone-spellings';
import { contactKey, isBrazilianNationalKey, lacksAreaCode } from './contact-key';

describe('contactKey', () => {
  it('gives the spellings the outside probe booked with one key: DDD + number', () => {
    const spellings = [
      '11912345678',
      '011912345678',
      '0 11 91234 5678',
      '(011) 91234-5678',
      '0055 11 91234 5678',
      '055 11 91234-5678',
      '+55 (11) 91234-5678',
      '5511912345678',
      '0 21 11 91234-5678',
      '(11) 91234-5678',
    ];
    expect(new Set(spellings.map(contactKey))).toEqual(new Set(['11912345678']));
    expect(contactKey('0 41 (21) 3456-7890')).toBe('2134567890');
  });

  it('gives the spellings of the third outside probe one key: the country code, then a trunk 0 with or without a carrier code', () => {
    const spellings = [
      '21 99999-0001',
      '+55 (021) 99999-0001',
      '055 021 99999 0001',
      '0055 0 41 21 99999-0001',
      '+55 0xx21 99999-0001',
      '00 14 55 021 99999 0001',
      '55 041 (21) 99999.0001',
      '0xx21 99999-0001',
    ];
    expect(new Set(spellings.map(contactKey))).toEqual(new Set(['21999990001']));
  });

  it('gives every spelling of one number (+, 00, 0, a carrier code, 55, spaces, dashes, parentheses) the same key', () => {
    fc.assert(
      fc.property(
        brazilianPhone.chain((phone) => fc.tuple(fc.constant(phone), fc.array(spellingOf(phone), { minLength: 1, maxLength: 8 }))),
        ([phone, spellings]) => {
          expect(spellings.map(contactKey)).toEqual(spellings.map(() => phone.key));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives different numbers different keys, however each is written', () => {
    fc.assert(
      fc.property(
        brazilianPhone.chain((phone) => fc.tuple(fc.constant(phone), spellingOf(phone))),
        brazilianPhone.chain((phone) => fc.tuple(fc.constant(phone), spellingOf(phone))),
        ([first, firstSpelling], [second, secondSpelling]) => {
          fc.pre(first.key !== second.key);
          expect(contactKey(firstSpelling)).not.toBe(contactKey(secondSpelling));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is its own key, whatever the text', () => {
    fc.assert(
      fc.property(anyContactText, (text) => {
        const key = contactKey(text);
        expect(contactKey(key)).toBe(key);
        expect(key).toMatch(/^[0-9]*$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a contact of 8 to 15 digits a key of 8 to 15 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{8,15}$/), (contact) => {
        expect(contactKey(contact)).toMatch(/^[0-9]{8,15}$/);
      }),
      { numRuns: 2000 },
    );
    expect(contactKey('00123456')).toBe('00123456');
  });

  it('keeps a foreign number’s country code, dialled with 00 or +', () => {
    expect(contactKey('00351 912 345 678')).toBe('351912345678');
    expect(contactKey('+351 912 345 678')).toBe('351912345678');
    expect(contactKey('0054 9 11 1234 5678')).toBe('5491112345678');
  });

  it('keeps area code 55 (Rio Grande do Sul), local numbers without DDD and anything else as its digits', () => {
    expect(contactKey('(55) 98765-4321')).toBe('55987654321');
    expect(contactKey('5598765432')).toBe('5598765432');
    expect(contactKey('98765-4321')).toBe('987654321');
    expect(contactKey('0000 0000')).toBe('00000000');
    expect(contactKey('')).toBe('');
  });

  it('tells a Brazilian number without its DDD: 8 digits from 2, 9 from 9, maybe after a trunk 0', () => {
    for (const local of ['987650099', '98765-0099', '3456-7890', '0 98765-0099', '9876-5432'])
      expect([local, lacksAreaCode(local)]).toEqual([local, true]);
    const others = ['21 98765-0099', '(11) 3456-7890', '+55 21 98765-0099', '+351 912 345 678', '0054 9 11 1234 5678', '11987654', '0098765009'];
    for (const other of others) expect([other, lacksAreaCode(other)]).toEqual([other, false]);
  });

  it('never takes a Brazilian number with its DDD, however it is written, for one without', () => {
    fc.assert(
      fc.property(
        brazilianPhone.chain((phone) => spellingOf(phone)),
        (spelling) => !lacksAreaCode(spelling),
      ),
      { numRuns: 500 },
    );
  });

  it('tells a Brazilian DDD + number from anything else', () => {
    expect(isBrazilianNationalKey('11912345678')).toBe(true);
    expect(isBrazilianNationalKey('1134567890')).toBe(true);
    expect(isBrazilianNationalKey('351912345678')).toBe(false);
    expect(isBrazilianNationalKey('987654321')).toBe(false);
  });
});
