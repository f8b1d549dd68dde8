import { ApiError } from './api-client';

/** The 409 codes of a time that can't be booked: the server's message says which slot is taken (docs/product.md#errors). */
const BOOKING_CONFLICT_CODES = new Set(['HOUR_CONFLICT', 'FIRST_HOUR_CONFLICT', 'SECOND_HOUR_CONFLICT', 'DOUBLE_TIME_CONFLICT', 'HOUR_UNAVAILABLE']);

/** The message for a 409 from creating, moving or restoring a booking: the server's for a taken time, else the general one. */
export function conflictMessage(error: ApiError): string {
  return BOOKING_CONFLICT_CODES.has(error.code) ? error.message : 'Horário não disponível. Escolha outro horário.';
}

/** A failed booking, move or restore: the conflict's message for a 409, else the server's message. */
export function bookingErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status === 409 ? conflictMessage(error) : error.message;
}
