/**
 * The shop's Pix, for both sides (the BR Code the API builds, the owner's Pix form): the receiver's name (at most 25) and city (at most 15) as the BR Code carries them, upper-case
 * ASCII once accents and signs are dropped (the length is checked after that).
 */
export const PIX_RECEIVER_NAME_MAX_LENGTH = 25;
export const PIX_RECEIVER_CITY_MAX_LENGTH = 15;
