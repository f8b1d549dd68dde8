/** A calendar date in the shop's time zone; month 0-11. */
export interface ShopDate {
  year: number;
  month: number;
  day: number;
}
