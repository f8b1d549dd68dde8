import { Inject, Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { addDays, fromDateTime, LocalDate } from './local-date';

/** "Now" as the shop sees it: today's date and the minutes since midnight in the shop's time zone. */
export interface ShopNow {
  date: LocalDate;
  minutes: number;
  /** The last day clients may book: today + BOOKING_WINDOW_DAYS. */
  lastBookableDate: LocalDate;
}

@Injectable()
export class ShopClock {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  now(): ShopNow {
    const now = DateTime.now().setZone(this.config.shopTimezone);
    const date = fromDateTime(now);
    return { date, minutes: now.hour * 60 + now.minute, lastBookableDate: addDays(date, this.config.bookingWindowDays) };
  }

  /** A stored instant as the shop's local timestamp 'YYYY-MM-DDTHH:mm:ss'. */
  localTimestamp(instant: Date): string {
    return DateTime.fromJSDate(instant).setZone(this.config.shopTimezone).toFormat("yyyy-MM-dd'T'HH:mm:ss");
  }
}
