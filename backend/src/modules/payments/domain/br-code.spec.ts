import fc from 'fast-check';
import {
  brCodeText,
  crc16CcittFalse,
  pixAmount,
  RECEIVER_CITY_MAX_LENGTH,
  RECEIVER_NAME_MAX_LENGTH,
  staticPixBrCode,
  StaticPixCharge,
  txidFor,
} from './br-code';
import { parsePixKey, PixKey } from './pix-key';
import { InvalidPixAmount, InvalidPixReceiverCity, InvalidPixReceiverName, InvalidPixTxid } from './pix.errors';
import { crcBitByBit, decodeBrCode } from '../../../../../test/support/br-code-reader';

const cpfKey = parsePixKey('cpf', '123.456.789-09');
const charge: StaticPixCharge = { key: cpfKey, amountCents: 3550, receiverName: 'Barbearia do João', receiverCity: 'São Paulo', txid: 'ABC123' };

describe('the CRC of a BR Code', () => {
  it('is CRC-16/CCITT-FALSE: the catalogue check value of "123456789" is 29B1', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(crcBitByBit('123456789')).toBe('29B1');
  });

  it('gives the example of the Manual de Padrões para Iniciação do Pix its published CRC, 1D3D', () => {
    const manualExample =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(crc16CcittFalse(manualExample.slice(0, -4)).toString(16).toUpperCase()).toBe('1D3D');
    expect(crcBitByBit(manualExample.slice(0, -4))).toBe('1D3D');
  });

  it('agrees with the bit-by-bit register on any ASCII text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 300 }), (text) => {
        expect(crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, '0')).toBe(crcBitByBit(text));
      }),
      { numRuns: 500 },
    );
  });
});

describe('a static Pix BR Code', () => {
  it('is the one written by hand from the manual, field by field', () => {
    const byHand = [
      '000201',
      '2633' + '0014br.gov.bcb.pix' + '011112345678909',
      '52040000',
      '5303986',
      '540535.50',
      '5802BR',
      '5917BARBEARIA DO JOAO',
      '6009SAO PAULO',
      '6210' + '0506ABC123',
      '6304',
    ].join('');
    expect(staticPixBrCode(charge)).toBe(byHand + crcBitByBit(byHand));
    expect(staticPixBrCode(charge)).toBe(`${byHand}9726`);
  });

  it('matches more hand-made vectors: an e-mail key and a million reais, a phone key and one centavo, a random key', () => {
    const cases: [StaticPixCharge, string][] = [
      [
        {
          key: parsePixKey('email', 'Pix@Barbearia.com.br'),
          amountCents: 100_000_000,
          receiverName: 'Conceição Cortes',
          receiverCity: 'Jaú',
          txid: txidFor('3f2504e0-4f89-41d3-9a0c-0305e82c3301'),
        },
        '00020126420014br.gov.bcb.pix0120pix@barbearia.com.br52040000530398654101000000.005802BR5916CONCEICAO CORTES6003JAU622905253F2504E04F8941D39A0C0305E630460B5',
      ],
      [
        {
          key: parsePixKey('phone', '(11) 91234-5678'),
          amountCents: 1,
          receiverName: "Barbearia D'Ávila",
          receiverCity: 'São João d-Rei',
          txid: 'B1',
        },
        '00020126360014br.gov.bcb.pix0114+551191234567852040000530398654040.015802BR5916BARBEARIA DAVILA6014SAO JOAO D REI62060502B163046D1A',
      ],
      [
        { key: parsePixKey('random', '123E4567-E12B-42D1-A456-426655440000'), amountCents: 1500, receiverName: 'Zé', receiverCity: 'Rio', txid: 'X' },
        '00020126580014br.gov.bcb.pix0136123e4567-e12b-42d1-a456-426655440000520400005303986540515.005802BR5902ZE6003RIO62050501X6304E948',
      ],
    ];
    for (const [input, expected] of cases) {
      expect(staticPixBrCode(input)).toBe(expected);
      expect(crcBitByBit(expected.slice(0, -4))).toBe(expected.slice(-4));
    }
  });

  it('decodes to what was encoded', () => {
    expect(decodeBrCode(staticPixBrCode(charge))).toEqual({
      key: '12345678909',
      amountCents: 3550,
      name: 'BARBEARIA DO JOAO',
      city: 'SAO PAULO',
      txid: 'ABC123',
    });
  });

  it('is refused by the decoder once any one character is changed', () => {
    const code = staticPixBrCode(charge);
    const printable = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: code.length - 1 }), printable, (at, replacement) => {
        fc.pre(code[at] !== replacement);
        expect(() => decodeBrCode(code.slice(0, at) + replacement + code.slice(at + 1))).toThrow();
      }),
      { numRuns: 1000 },
    );
  });
});

const accentedText = (maxLength: number) =>
  fc.string({ unit: fc.constantFrom(..."aeiouAEIOUáàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÜÇbcdfgmnprstzBDGJLMNRSTVZ0123456789 '-.&ºª"), minLength: 1, maxLength });
const anyKey: fc.Arbitrary<PixKey> = fc.oneof(
  fc.uuid().map((uuid) => parsePixKey('random', uuid)),
  fc.constantFrom('123.456.789-09', '11.222.333/0001-81').map((cpfOrCnpj) => parsePixKey(cpfOrCnpj.length > 14 ? 'cnpj' : 'cpf', cpfOrCnpj)),
  fc.constantFrom('pix@barbearia.com.br', `${'a'.repeat(65)}@exemplo.com`).map((email) => parsePixKey('email', email)),
  fc.integer({ min: 0, max: 99_999_999 }).map((n) => parsePixKey('phone', `(21) 9${String(n).padStart(8, '0')}`)),
);

describe('any static Pix BR Code', () => {
  it('decodes to its key, amount (1 centavo to R$ 1.000.000,00), name, city and txid, within the length limits', () => {
    fc.assert(
      fc.property(
        anyKey,
        fc.integer({ min: 1, max: 100_000_000 }),
        accentedText(30),
        accentedText(20),
        fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
        (key, amountCents, receiverName, receiverCity, txid) => {
          fc.pre(brCodeText(receiverName).length >= 1 && brCodeText(receiverName).length <= RECEIVER_NAME_MAX_LENGTH);
          fc.pre(brCodeText(receiverCity).length >= 1 && brCodeText(receiverCity).length <= RECEIVER_CITY_MAX_LENGTH);
          const decoded = decodeBrCode(staticPixBrCode({ key, amountCents, receiverName, receiverCity, txid }));
          expect(decoded).toEqual({ key: key.value, amountCents, name: brCodeText(receiverName), city: brCodeText(receiverCity), txid });
          expect(decoded.name).toMatch(/^[A-Z0-9]+( [A-Z0-9]+)*$/);
          expect(decoded.city).toMatch(/^[A-Z0-9]+( [A-Z0-9]+)*$/);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('writes the name and city of any text as upper-case ASCII without accents, or refuses it as empty or too long', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const normalised = brCodeText(text);
        expect(normalised).toMatch(/^([A-Z0-9]+( [A-Z0-9]+)*)?$/);
        const build = () => staticPixBrCode({ ...charge, receiverName: text, receiverCity: text });
        if (normalised.length === 0 || normalised.length > RECEIVER_CITY_MAX_LENGTH) expect(build).toThrow();
        else expect(decodeBrCode(build())).toMatchObject({ name: normalised, city: normalised });
      }),
      { numRuns: 500 },
    );
  });
});

describe('the fields a BR Code refuses', () => {
  it('a name longer than 25 or a city longer than 15 once written, or either empty', () => {
    expect(staticPixBrCode({ ...charge, receiverName: 'Á'.repeat(25), receiverCity: 'Ç'.repeat(15) })).toContain(
      `5925${'A'.repeat(25)}6015${'C'.repeat(15)}`,
    );
    expect(() => staticPixBrCode({ ...charge, receiverName: 'A'.repeat(26) })).toThrow(InvalidPixReceiverName);
    expect(() => staticPixBrCode({ ...charge, receiverName: ' ¡!? ' })).toThrow(InvalidPixReceiverName);
    expect(() => staticPixBrCode({ ...charge, receiverCity: 'São José dos Campos' })).toThrow(InvalidPixReceiverCity);
    expect(() => staticPixBrCode({ ...charge, receiverCity: '' })).toThrow(InvalidPixReceiverCity);
    expect(new InvalidPixReceiverName(25)).toMatchObject({ kind: 'invalid', code: 'PIX_RECEIVER_NAME_INVALID' });
    expect(new InvalidPixReceiverCity(15)).toMatchObject({ kind: 'invalid', code: 'PIX_RECEIVER_CITY_INVALID' });
  });

  it('an amount of zero, below zero, with a fraction of a centavo, or beyond the 13 characters of its field', () => {
    expect(pixAmount(999_999_999_999)).toBe('9999999999.99');
    expect(pixAmount(5)).toBe('0.05');
    expect(pixAmount(100)).toBe('1.00');
    for (const amountCents of [0, -100, 10.5, Number.NaN, Infinity, 1_000_000_000_000])
      expect(() => pixAmount(amountCents)).toThrow(InvalidPixAmount);
    expect(new InvalidPixAmount()).toMatchObject({ kind: 'invalid', code: 'PIX_AMOUNT_INVALID' });
  });

  it('a txid empty, longer than 25, or with anything but letters and digits', () => {
    expect(decodeBrCode(staticPixBrCode({ ...charge, txid: 'a'.repeat(25) })).txid).toBe('a'.repeat(25));
    for (const txid of ['', 'A'.repeat(26), '***', 'ABC-123', 'ABC 123', 'ÇA', 'ABC_1'])
      expect(() => staticPixBrCode({ ...charge, txid })).toThrow(InvalidPixTxid);
    expect(new InvalidPixTxid()).toMatchObject({ kind: 'invalid', code: 'PIX_TXID_INVALID' });
  });
});

describe('the txid of a booking', () => {
  it('is the booking id in upper-case hex without dashes, cut to 25 characters', () => {
    expect(txidFor('3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toBe('3F2504E04F8941D39A0C0305E');
    expect(txidFor('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toBe('3F2504E04F8941D39A0C0305E');
  });

  it('is the same for the same booking, different for different ones, and always a valid txid', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), (first, second) => {
        expect(txidFor(first)).toBe(txidFor(first));
        expect(txidFor(first)).toMatch(/^[0-9A-F]{25}$/);
        if (first.slice(0, 29) !== second.slice(0, 29)) expect(txidFor(first)).not.toBe(txidFor(second));
        expect(decodeBrCode(staticPixBrCode({ ...charge, txid: txidFor(first) })).txid).toBe(txidFor(first));
      }),
    );
  });

  it('refuses anything but a UUID', () => {
    for (const bookingId of ['', 'abc', '3f2504e04f8941d39a0c0305e82c3301', '3f2504e0-4f89-41d3-9a0c-0305e82c330z'])
      expect(() => txidFor(bookingId)).toThrow(InvalidPixTxid);
  });
});
