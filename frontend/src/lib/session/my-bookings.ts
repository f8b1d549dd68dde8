/**
 * The manage tokens of the bookings made on this device, by booking id, in localStorage
 * 'myBookings'. Only the browser that booked holds a booking's token, so a lookup by phone
 * number offers "Gerenciar" only for those: typing someone else's number gives no control.
 */
const STORAGE_KEY = 'myBookings';
/** Manage tokens of cancelled bookings whose deposit became credit: the proof that spends it, kept after the booking goes. */
const CREDITS_KEY = 'myCredits';
/** The most proofs one booking sends (the API takes 10). */
const MAX_CREDIT_PROOFS = 10;

type TokensById = Record<string, string>;

function read(): TokensById {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as TokensById) : {};
  } catch {
    return {};
  }
}

function save(tokens: TokensById): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(tokens));
}

export function rememberMyBooking(bookingId: string, token: string): void {
  save({ ...read(), [bookingId]: token });
}

/** The manage token of a booking made on this device, or undefined. */
export function myBookingToken(bookingId: string): string | undefined {
  return read()[bookingId];
}

/** The manage tokens of every booking made on this device (Consultar lists those still to come). */
export function myBookingTokens(): string[] {
  return Object.values(read()).filter((token) => typeof token === 'string');
}

/** Forgets a token that can no longer be used (the booking was cancelled or is gone). */
export function forgetMyBooking(token: string): void {
  save(Object.fromEntries(Object.entries(read()).filter(([, stored]) => stored !== token)));
}

/** A cancelled booking left credit: its token stays on this device as the credit's proof. */
export function rememberMyCredit(token: string): void {
  localStorage.setItem(CREDITS_KEY, JSON.stringify([token, ...myCreditTokens().filter((kept) => kept !== token)].slice(0, MAX_CREDIT_PROOFS)));
}

function myCreditTokens(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(CREDITS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((token): token is string => typeof token === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * What a new booking shows as proof of the client's credit: the tokens of cancelled bookings that left credit, then
 * those of this device's bookings (a cheaper service may have left credit on one). Credit is never asked by phone.
 */
export function creditProofs(): string[] {
  return [...new Set([...myCreditTokens(), ...myBookingTokens()])].slice(0, MAX_CREDIT_PROOFS);
}
