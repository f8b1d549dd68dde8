/**
 * The limits of what people type, in one place for both sides: the API's validation (DTOs, domain
 * rules) and the forms of the React app, so a form never accepts what the server refuses. Plain
 * constants only: no imports, nothing of Node or Nest. The Pix fields' and the deposit's limits are
 * beside this file (pix-fields.ts, deposit-terms.ts).
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

/**
 * A barber's display name, the one clients see (the booking steps, their pages, pushes, the calendar
 * event, the WhatsApp text): 2 to 40 of the usernames' characters and apostrophes (D'Ávila, typed
 * straight or curly), after NFKC, trimmed, single spaces. The same alphabet as usernames, for the
 * same reason: clients choose barbers by it, so no other script or Latin look-alike.
 */
export const DISPLAY_NAME_MIN_LENGTH = 2;
export const DISPLAY_NAME_MAX_LENGTH = 40;
export const DISPLAY_NAME_CHARACTERS = /^[A-Za-z0-9 ._\-'’ÁÀÂÃÉÊÍÓÔÕÚÜÇáàâãéêíóôõúüç]+$/u;

/** A new password: at least 8 characters; 200 at most, so hashing stays cheap. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** A service: a name of 1 to 60 characters, a value from R$ 1,00 to R$ 100.000,00 in whole centavos. */
export const SERVICE_NAME_MAX_LENGTH = 60;
export const SERVICE_MIN_VALUE_REAIS = 1;
export const SERVICE_MAX_VALUE_REAIS = 100_000;
