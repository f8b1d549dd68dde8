import { contactKey, isBrazilianNationalKey } from '../../../../../common/rules/contact-key';
import { InvalidCnpjPixKey, InvalidCpfPixKey, InvalidEmailPixKey, InvalidPhonePixKey, InvalidRandomPixKey, UnknownPixKeyKind } from './pix.errors';

/**
 * A Pix key as the DICT (Banco Central's key directory) stores it: a CPF as its digits, a CNPJ as its
 * 14 characters (digits, or since July 2026 upper-case letters and digits) without punctuation, an
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
const CNPJ_SPELLING = /^[\dA-Za-z\s./-]+$/;
/** The alphanumeric CNPJ (Receita Federal, IN RFB 2.229/2024): 12 of [0-9A-Z], then 2 check digits; a numeric one fits too. */
const CNPJ = /^[0-9A-Z]{12}\d{2}$/;
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
  cpf: cpfKey,
  cnpj: cnpjKey,
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
 * Modulo-11 check digit of CPF and CNPJ: weights 2, 3, … from the rightmost character, going back to
 * 2 after `maxWeight` (11 for CPF, so never; 9 for CNPJ); a remainder of 0 or 1 gives 0. A character
 * is worth its ASCII code minus 48, as the alphanumeric CNPJ counts it: a digit its value, A 17, Z 42.
 */
export function modulo11CheckDigit(characters: string, maxWeight: number): number {
  let sum = 0;
  for (let i = 0; i < characters.length; i++) {
    const weight = 2 + (i % (maxWeight - 1));
    sum += (characters.charCodeAt(characters.length - 1 - i) - 48) * weight;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

function cpfKey(typed: string): string {
  if (typed.length > TYPED_MAX_LENGTH || !DOCUMENT_SPELLING.test(typed)) throw new InvalidCpfPixKey();
  const digits = typed.replace(/\D/g, '');
  if (digits.length !== 11 || !hasDocumentCheckDigits(digits, 11)) throw new InvalidCpfPixKey();
  return digits;
}

/** 12.ABC.345/01DE-35 or 12abc34501de35 → 12ABC34501DE35; 11.222.333/0001-81 → 11222333000181. */
function cnpjKey(typed: string): string {
  if (typed.length > TYPED_MAX_LENGTH || !CNPJ_SPELLING.test(typed)) throw new InvalidCnpjPixKey();
  const cnpj = typed.replace(/[\s./-]/g, '').toUpperCase();
  if (!CNPJ.test(cnpj) || !hasDocumentCheckDigits(cnpj, 9)) throw new InvalidCnpjPixKey();
  return cnpj;
}

/** The last two characters are the check digits of the rest; one character repeated is no document. */
function hasDocumentCheckDigits(document: string, maxWeight: number): boolean {
  // 111.111.111-11 and the like pass the check digits, yet no CPF or CNPJ is one character repeated.
  if (/^(.)\1*$/.test(document)) return false;
  const body = document.slice(0, -2);
  const first = modulo11CheckDigit(body, maxWeight);
  const second = modulo11CheckDigit(`${body}${first}`, maxWeight);
  return document.slice(-2) === `${first}${second}`;
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
