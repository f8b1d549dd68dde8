import fc from 'fast-check';
import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { brCodeText, RECEIVER_CITY_MAX_LENGTH, RECEIVER_NAME_MAX_LENGTH, staticPixBrCode, StaticPixCharge, txidFor } from './br-code';
import { parsePixKey } from './pix-key';

/** pix-utils (npm, MIT), an outside parser of BR Codes with its own CRC: what it reads is what banks' readers would. */
function readByPixUtils(code: string) {
  const parsed = parsePix(code);
  if (hasError(parsed) || !isStaticPix(parsed)) throw new Error(`pix-utils refused the code: ${JSON.stringify(parsed)}`);
  const { pixKey, transactionAmount, merchantName, merchantCity, txid, merchantCategoryCode, transactionCurrency, countryCode } = parsed;
  return { pixKey, transactionAmount, merchantName, merchantCity, txid, merchantCategoryCode, transactionCurrency, countryCode };
}

const charge: StaticPixCharge = {
  key: parsePixKey('cpf', '123.456.789-09'),
  amountCents: 3550,
  receiverName: 'Barbearia do João',
  receiverCity: 'São Paulo',
  txid: txidFor('3f2504e0-4f89-41d3-9a0c-0305e82c3301'),
};

describe('a static Pix BR Code read by pix-utils', () => {
  it('gives back the key, amount, name, city, txid and the fixed fields', () => {
    expect(readByPixUtils(staticPixBrCode(charge))).toEqual({
      pixKey: '12345678909',
      transactionAmount: 35.5,
      merchantName: 'BARBEARIA DO JOAO',
      merchantCity: 'SAO PAULO',
      txid: '3F2504E04F8941D39A0C0305E',
      merchantCategoryCode: '0000',
      transactionCurrency: '986',
      countryCode: 'BR',
    });
  });

  it('reads each kind of key as stored', () => {
    const keys = [
      parsePixKey('cnpj', '11.222.333/0001-81'),
      parsePixKey('email', 'Pix@Barbearia.com.br'),
      parsePixKey('phone', '(11) 91234-5678'),
      parsePixKey('random', '123e4567-e12b-42d1-a456-426655440000'),
    ];
    for (const key of keys) expect(readByPixUtils(staticPixBrCode({ ...charge, key })).pixKey).toBe(key.value);
  });

  it('refuses the code once its CRC no longer matches', () => {
    const code = staticPixBrCode(charge);
    expect(hasError(parsePix(code.replace('35.50', '36.50')))).toBe(true);
    expect(hasError(parsePix(`${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`))).toBe(true);
  });

  it('reads any amount from 1 centavo to R$ 1.000.000,00 and any name and city with accents as written', () => {
    const text = (maxLength: number) => fc.string({ unit: fc.constantFrom(...'aeoáãâéêíóõôúçÁÃÉÍÓÕÚÇnrstBCDJMPV '), minLength: 1, maxLength });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        text(RECEIVER_NAME_MAX_LENGTH),
        text(RECEIVER_CITY_MAX_LENGTH),
        fc.uuid(),
        (amountCents, receiverName, receiverCity, bookingId) => {
          fc.pre(brCodeText(receiverName).length > 0 && brCodeText(receiverCity).length > 0);
          const read = readByPixUtils(staticPixBrCode({ ...charge, amountCents, receiverName, receiverCity, txid: txidFor(bookingId) }));
          expect(Math.round(read.transactionAmount! * 100)).toBe(amountCents);
          expect([read.merchantName, read.merchantCity, read.txid]).toEqual([brCodeText(receiverName), brCodeText(receiverCity), txidFor(bookingId)]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
