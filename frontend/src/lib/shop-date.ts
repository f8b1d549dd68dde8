import type { ShopDate } from './shop-types';

const dateKey = ({ year, month, day }: ShopDate) => year * 10_000 + month * 100 + day;

/** Negative when `a` is before `b`, 0 on the same day, positive after. */
export function compareDates(a: ShopDate, b: ShopDate): number {
  return dateKey(a) - dateKey(b);
}

export const sameDate = (a: ShopDate, b: ShopDate) => compareDates(a, b) === 0;
