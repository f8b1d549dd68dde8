/**
 * The limits of what people type, in one place for both sides: the API's validation (DTOs, domain
 * rules) and the forms of the React app, which imports this file (frontend/src/lib), so a form never
 * accepts what the server refuses. Plain constants only: no imports, nothing of Node or Nest.
 */

/** A client's name: 2 to 80 characters (spaces collapsed). */
export const CLIENT_NAME_MIN_LENGTH = 2;
export const CLIENT_NAME_MAX_LENGTH = 80;

/** A client's phone: 8 to 15 digits once spaces, dashes, dots, parentheses and a leading + are dropped. */
export const CONTACT_MIN_DIGITS = 8;
export const CONTACT_MAX_DIGITS = 15;

/**
 * A barber's username: 3 to 40 of a-z, A-Z, the accented letters of Portuguese, digits, spaces,
 * dots, dashes and underscores (checked after NFKC, so a decomposed "ã" is the letter it looks like).
 * Other scripts and Latin look-alikes (small capitals, Cyrillic, Cherokee) are refused: clients
 * choose barbers by this name.
 */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 40;
export const USERNAME_CHARACTERS = /^[A-Za-z0-9 ._\-ÁÀÂÃÉÊÍÓÔÕÚÜÇáàâãéêíóôõúüç]+$/u;

/** A new password: at least 8 characters; 200 at most, so hashing stays cheap. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** A service: a name of 1 to 60 characters, a value from R$ 1,00 to R$ 100.000,00 in whole centavos. */
export const SERVICE_NAME_MAX_LENGTH = 60;
export const SERVICE_MIN_VALUE_REAIS = 1;
export const SERVICE_MAX_VALUE_REAIS = 100_000;

/**
 * The shop's Pix: the receiver's name (at most 25) and city (at most 15) as the BR Code carries them, upper-case
 * ASCII once accents and signs are dropped (the length is checked after that).
 */
export const PIX_RECEIVER_NAME_MAX_LENGTH = 25;
export const PIX_RECEIVER_CITY_MAX_LENGTH = 15;

/**
 * The deposit: a whole percentage of the price from 1 to 100, or a fixed amount in the range of a service's value;
 * the slot waits for it 5 to 120 minutes, 15 by default.
 */
export const DEPOSIT_MIN_PERCENT = 1;
export const DEPOSIT_MAX_PERCENT = 100;
export const DEPOSIT_MIN_HOLD_MINUTES = 5;
export const DEPOSIT_MAX_HOLD_MINUTES = 120;
export const DEPOSIT_DEFAULT_HOLD_MINUTES = 15;
