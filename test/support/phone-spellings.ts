import fc from 'fast-check';

/** A Brazilian phone: its DDD and number (a 9-digit mobile or an 8-digit landline), and the key every spelling of it comes to. */
export interface BrazilianPhone {
  ddd: string;
  number: string;
  key: string;
}

/** Area codes in use in Brazil. */
const DDDS = [
  ...['11', '12', '13', '14', '15', '16', '17', '18', '19', '21', '22', '24', '27', '28', '31', '32', '33', '34', '35', '37', '38'],
  ...['41', '42', '43', '44', '45', '46', '47', '48', '49', '51', '53', '54', '55', '61', '62', '63', '64', '65', '66', '67', '68', '69'],
  ...['71', '73', '74', '75', '77', '79', '81', '82', '83', '84', '85', '86', '87', '88', '89', '91', '92', '93', '94', '95', '96', '97', '98', '99'],
];

const digitString = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

export const brazilianPhone: fc.Arbitrary<BrazilianPhone> = fc
  .record({
    ddd: fc.constantFrom(...DDDS),
    number: fc.oneof(
      digitString(8).map((rest) => `9${rest}`),
      fc.tuple(fc.constantFrom('2', '3', '4', '5'), digitString(7)).map(([first, rest]) => first + rest),
    ),
  })
  .map(({ ddd, number }) => ({ ddd, number, key: ddd + number }));

/** A carrier selection code (CSP), dialled after the trunk 0 or the international 00. */
const carrierCode = fc.integer({ min: 10, max: 99 }).map(String);

/** The country code as people type it: nothing, +55, 55, 055, 0055, or 00 + a carrier code + 55. */
const countryCode: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.constantFrom('+55', '55', '+ 55', '0055', '00 55', '055'),
  carrierCode.map((code) => `00${code} 55`),
);

/**
 * The trunk prefix before the DDD, with or without a country code before it: nothing, a lone 0 (which
 * goes with the DDD: (011), 0xx11, the x's being letters), or 0 and a carrier code.
 */
const trunkPrefix: fc.Arbitrary<{ text: string; withDdd: boolean }> = fc.oneof(
  fc.constant({ text: '', withDdd: false }),
  fc.constantFrom('0', '0xx').map((text) => ({ text, withDdd: true })),
  carrierCode.map((code) => ({ text: `0 ${code}`, withDdd: false })),
  carrierCode.map((code) => ({ text: `0${code}`, withDdd: false })),
);

const separator = fc.constantFrom('', ' ', '-', '.', ' - ', '  ');

/** One way of writing the phone: `+55 (11) 91234-5678`, `(011) 91234 5678`, `0 21 11 912345678`, `055 0xx11 91234-5678`… */
export function spellingOf(phone: BrazilianPhone): fc.Arbitrary<string> {
  return fc
    .record({
      country: countryCode,
      trunk: trunkPrefix,
      parentheses: fc.boolean(),
      afterCountry: separator,
      afterTrunk: separator,
      afterDdd: separator,
      inNumber: separator,
      split: fc.integer({ min: 1, max: 7 }),
    })
    .map(({ country, trunk, parentheses, afterCountry, afterTrunk, afterDdd, inNumber, split }) => {
      const dddWithTrunk = trunk.withDdd ? trunk.text + phone.ddd : phone.ddd;
      const ddd = parentheses ? `(${dddWithTrunk})` : dddWithTrunk;
      const carrier = trunk.withDdd || !trunk.text ? '' : trunk.text + afterTrunk;
      const number = phone.number.slice(0, split) + inNumber + phone.number.slice(split);
      return (country ? country + afterCountry : '') + carrier + ddd + afterDdd + number;
    });
}

/** Anything a contact may hold once validated or not: digits with punctuation, runs of zeros, foreign numbers. */
export const anyContactText: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.constantFrom('0', '0', '5', '5', '1', '9', '2', ' ', '-', '+', '(', ')'), { maxLength: 20 }).map((chars) => chars.join('')),
  fc.stringMatching(/^\+?[0-9]{0,17}$/),
  fc.string({ maxLength: 20 }),
);
