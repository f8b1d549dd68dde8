import { minutesToHour } from '../../../shared/time/hhmm';

const FIRST_SLOT_MINUTES = 7 * 60 + 30;
const DEFAULT_SLOT_COUNT = 25;

/** The 25 default half-hour slots, 07:30 to 19:30 (docs/product.md#hours). */
export const DEFAULT_HOURS: readonly number[] = Array.from({ length: DEFAULT_SLOT_COUNT }, (_, index) =>
  minutesToHour(FIRST_SLOT_MINUTES + index * 30),
);
