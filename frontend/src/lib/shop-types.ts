/** A calendar date in the shop's time zone; month 0-11. */
export interface ShopDate {
  year: number;
  month: number;
  day: number;
}

export interface Shop {
  name: string;
  instagramUrl: string | null;
  whatsappUrl: string | null;
  timezone: string;
  today: ShopDate;
  bookingWindowDays: number;
  lastBookableDate: ShopDate;
  /** Months after which a booking loses the client's name and phone; null: kept until the client asks. */
  clientDataRetentionMonths: number | null;
}
