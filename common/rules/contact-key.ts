/**
 * One phone, one client: the key a client's contact is compared by (the booking cap, the lookup by
 * phone, Clientes, export, erasure and retention), whichever way the number was typed. The
 * database computes the same key with its `contact_key(text)` function (table `appointment`'s
 * `client_contact_key` column and every comparison); the contact-key migrations hold its SQL and a
 * test checks on many generated numbers that both agree. Plain code only: the React app imports it
 * for the WhatsApp link and for its forms' rule of a phone with its DDD (`lacksAreaCode`).
 *
 * A Brazilian number becomes DDD + number (10 or 11 digits): `011 91234-5678`, `0 21 11 91234-5678`
 * (trunk 0 and a carrier code), `0055 11 …`, `+55 (11) …`, `+55 (011) …`, `055 021 …`, `0xx11 …`
 * and `11912345678` are one key. A number dialled abroad with `00` keeps its country code
 * (`00351 912…` is `351912…`, as `+351 912…` is).
 * Anything else is kept as its digits. A key is its own key, and a contact of 8 to 15 digits has a
 * key of 8 to 15 digits (Clientes' URLs).
 */

/** The stored contact of a barber's booking made without one (a walk-in who left no phone). */
export const NO_CONTACT = '';

/** DDD (two digits, neither of them 0) and the 8- or 9-digit number. */
const NATIONAL = '([1-9][1-9][0-9]{8,9})';

/**
 * Tried in order on the digits; the first that matches gives the key (its one capturing group).
 * Each one has a single way to match, so PostgreSQL's and JavaScript's regular expressions capture
 * the same digits.
 */
const CONTACT_KEY_PATTERNS: readonly string[] = [
  // Country code 55 (typed +55, 55, 055, 0055 or 00 + a carrier code + 55), then maybe the trunk 0,
  // with or without a carrier code (`+55 (021) …`, `055 021 …`, `+55 0 41 21 …`).
  `^(?:00(?:[1-9][0-9])?|0)?55(?:0(?:[1-9][0-9])?)?${NATIONAL}$`,
  // 0 (the trunk prefix) and an optional two-digit carrier code.
  `^0(?:[1-9][0-9])?${NATIONAL}$`,
  // Another country dialled with 00: the number as +… would give it (8 digits at least, as any contact).
  '^00([1-9][0-9]{7,})$',
];

const PATTERNS = CONTACT_KEY_PATTERNS.map((pattern) => new RegExp(pattern));

export function contactKey(contact: string): string {
  const digits = contact.replace(/\D/g, '');
  for (const pattern of PATTERNS) {
    const match = pattern.exec(digits);
    if (match) return match[1];
  }
  return digits;
}

const NATIONAL_KEY = new RegExp(`^${NATIONAL}$`);

/** Whether a key is a Brazilian number as DDD + number (the form every spelling of one comes to). */
export const isBrazilianNationalKey = (key: string): boolean => NATIONAL_KEY.test(key);

/**
 * A Brazilian local number, without its DDD: 8 digits from 2 (a landline, an old mobile) or 9 from
 * 9 (a mobile), maybe after a trunk 0. Only what can be read no other way: a number from abroad
 * arrives as digits (the app drops the +), so a longer contact, or one of 8 or 9 digits of another
 * shape, is kept to the 8-to-15-digit rule.
 */
const LOCAL_NUMBER = /^0?(?:[2-9][0-9]{7}|9[0-9]{8})$/;

/**
 * Whether a contact is a Brazilian number without its DDD, which the booking and the lookup by
 * phone refuse: the barber's call and WhatsApp links would reach nobody.
 */
export const lacksAreaCode = (contact: string): boolean => LOCAL_NUMBER.test(contact.replace(/\D/g, ''));

/** The answer to a contact without its DDD, the same in the app's forms and the API's 400. */
export const MISSING_AREA_CODE_MESSAGE = 'Informe o telefone com DDD, por exemplo (11) 91234-5678.';
