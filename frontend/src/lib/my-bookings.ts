/**
 * The manage tokens of the bookings made on this device, by booking id, in localStorage
 * 'myBookings'. Only the browser that booked holds a booking's token, so a lookup by phone
 * number offers "Gerenciar" only for those: typing someone else's number gives no control.
 */
const STORAGE_KEY = 'myBookings';

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
