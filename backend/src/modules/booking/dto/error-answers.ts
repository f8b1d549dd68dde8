/** The 409 codes of a time that can't be booked, on creating, moving and restoring an appointment (docs/product.md#errors). */
export const BOOKING_CONFLICT_CODES = ['HOUR_CONFLICT', 'FIRST_HOUR_CONFLICT', 'SECOND_HOUR_CONFLICT', 'DOUBLE_TIME_CONFLICT', 'HOUR_UNAVAILABLE'];
