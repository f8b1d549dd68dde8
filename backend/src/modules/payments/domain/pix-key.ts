import { contactKey, isBrazilianNationalKey } from '../../../shared/contact-key';
import { InvalidCnpjPixKey, InvalidCpfPixKey, InvalidEmailPixKey, InvalidPhonePixKey, InvalidRandomPixKey, UnknownPixKeyKind } from './pix.errors';

/**
 * A Pix key as the DICT (Banco Central's key directory) stores it: CPF and CNPJ as digits only, an
 * e-mail in lower case, a phone as +55DDNNNNNNNNN, a random key (EVP) as a lower-case UUID. The kind
 * is always given by the owner, never guessed: "11912345678" is a phone or a CPF only as they say.
 */
export const PIX_KEY_KINDS = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyKind = (typeof PIX_KEY_KINDS)[number];

export interface PixKey {
  readonly kind: PixKeyKind;
  readonly value: string;
}

/** The DICT's limit for an e-mail key; it also keeps the BR Code's account field within 99 characters. */
export const PIX_EMAIL_MAX_LENGTH = 77;

/** Longer than any spelling of a valid key: a typed text beyond it is refused before any pattern runs. */
const TYPED_MAX_LENGTH = 100;

const DOCUMENT_SPELLING = /^[\d\s./-]+$/;
const PHONE_SPELLING = /^[\d\s().+xX-]+$/;
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The 67 DDDs Anatel has assigned; a number in another one reaches nobody. */
const AREA_CODES = new Set(
  [
    '11 12 13 14 15 16 17 18 19',
    '21 22 24 27 28',
    '31 32 33 34 35 37 38',
    '41 42 43 44 45 46 47 48 49',
    '51 53 54 55',
    '61 62 63 64 65 66 67 68 69',
    '71 73 74 75 77 79',
    '81 82 83 84 85 86 87 88 89',
    '91 92 93 94 95 96 97 98 99',
  ].flatMap((line) => line.split(' ')),
);

const PARSERS: Record<PixKeyKind, (typed: string) => string> = {
  cpf: (typed) => documentDigits(typed, 11, 11, InvalidCpfPixKey),
  cnpj: (typed) => documentDigits(typed, 14, 9, InvalidCnpjPixKey),
  email: emailKey,
  phone: phoneKey,
  random: randomKey,
};

export const isPixKeyKind = (kind: string): kind is PixKeyKind => (PIX_KEY_KINDS as readonly string[]).includes(kind);

/** The key as the DICT stores it, or the DomainError of the rule it breaks. */
export function parsePixKey(kind: string, typed: string): PixKey {
  if (!isPixKeyKind(kind)) throw new UnknownPixKeyKind();
  return { kind, value: PARSERS[kind](typed.trim()) };
}

/**
 * Modulo-11 check digit of CPF and CNPJ: weights 2, 3, … from the rightmost digit, going back to 2
 * after `maxWeight` (11 for CPF, so never; 9 for CNPJ); a remainder of 0 or 1 gives 0.
 */
export function modulo11CheckDigit(digits: string, maxWeight: number): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const weight = 2 + (i % (maxWeight - 1));
    sum += Number(digits[digits.length - 1 - i]) * weight;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

function documentDigits(typed: string, length: number, maxWeight: number, Invalid: new () => Error): string {
  if (typed.length > TYPED_MAX_LENGTH || !DOCUMENT_SPELLING.test(typed)) throw new Invalid();
  const digits = typed.replace(/\D/g, '');
  // 111.111.111-11 and the like pass the check digits, yet no CPF or CNPJ is one digit repeated.
  if (digits.length !== length || /^(\d)\1*$/.test(digits)) throw new Invalid();
  const body = digits.slice(0, length - 2);
  const first = modulo11CheckDigit(body, maxWeight);
  const second = modulo11CheckDigit(`${body}${first}`, maxWeight);
  if (digits.slice(length - 2) !== `${first}${second}`) throw new Invalid();
  return digits;
}

function emailKey(typed: string): string {
  const email = typed.toLowerCase();
  if (email.length > PIX_EMAIL_MAX_LENGTH || !EMAIL.test(email)) throw new InvalidEmailPixKey();
  return email;
}

/** Any spelling of a Brazilian mobile, (11) 91234-5678 or +55 11 91234 5678: a phone key is a mobile, verified by SMS. */
function phoneKey(typed: string): string {
  if (typed.length > TYPED_MAX_LENGTH || !PHONE_SPELLING.test(typed)) throw new InvalidPhonePixKey();
  const national = contactKey(typed);
  const isMobile = national.length === 11 && national[2] === '9';
  if (!isBrazilianNationalKey(national) || !isMobile || !AREA_CODES.has(national.slice(0, 2))) throw new InvalidPhonePixKey();
  return `+55${national}`;
}

function randomKey(typed: string): string {
  const key = typed.toLowerCase();
  if (!RANDOM_KEY.test(key)) throw new InvalidRandomPixKey();
  return key;
}
