/**
 * The deposit's terms, for both sides (payments' rules, the owner's form): a whole percentage of the price from 1 to 100, or a fixed amount in the range of a service's value;
 * the slot waits for it 5 to 120 minutes, 15 by default.
 */
export const DEPOSIT_MIN_PERCENT = 1;
export const DEPOSIT_MAX_PERCENT = 100;
export const DEPOSIT_MIN_HOLD_MINUTES = 5;
export const DEPOSIT_MAX_HOLD_MINUTES = 120;
export const DEPOSIT_DEFAULT_HOLD_MINUTES = 15;
