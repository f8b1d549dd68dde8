import { Inject, Injectable } from '@nestjs/common';
import { DateTime, Settings } from 'luxon';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { hourLabel, hourToMinutes, minutesToHour } from './hhmm';
import { addDays, fromDateTime, LocalDate, toIsoDate } from './local-date';

/** "Now" as the shop sees it: today's date and the minutes since midnight in the shop's time zone. */
export interface ShopNow {
  date: LocalDate;
  minutes: number;
  /** The last day clients may book: today + BOOKING_WINDOW_DAYS. */
  lastBookableDate: LocalDate;
}

const MINUTE_MS = 60_000;

@Injectable()
export class ShopClock {
  /**
   * `now()` of the current minute. Time zones move by whole minutes, so the shop's date and minute stay the same
   * within one minute of the clock; working them out (luxon, Intl) cost about 5 % of an availability call.
   */
  private thisMinute: { minute: number; now: ShopNow } | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  now(): ShopNow {
    const minute = Math.floor(Settings.now() / MINUTE_MS);
    if (this.thisMinute?.minute !== minute) this.thisMinute = { minute, now: this.shopNowAt(minute * MINUTE_MS) };
    const { date, minutes, lastBookableDate } = this.thisMinute.now;
    return { date: { ...date }, minutes, lastBookableDate: { ...lastBookableDate } };
  }

  private shopNowAt(epochMs: number): ShopNow {
    const now = DateTime.fromMillis(epochMs).setZone(this.config.shopTimezone);
    const date = fromDateTime(now);
    return { date, minutes: now.hour * 60 + now.minute, lastBookableDate: addDays(date, this.config.bookingWindowDays) };
  }

  /** The current instant, from the same clock as `now()` (luxon's, which a test may freeze). */
  instant(): Date {
    return DateTime.now().toJSDate();
  }

  /** Now as the shop's local timestamp 'YYYY-MM-DD HH:MM', comparable with the bookings' starts_at. */
  localNow(): string {
    const { date, minutes } = this.now();
    return `${toIsoDate(date)} ${hourLabel(minutesToHour(minutes))}`;
  }

  /** The instant a shop-local day and time (HHMM) happens, e.g. a booking's start. */
  instantOf(date: LocalDate, hour: number): Date {
    const minutes = hourToMinutes(hour);
    return DateTime.fromObject(
      { year: date.year, month: date.month + 1, day: date.day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
      { zone: this.config.shopTimezone },
    ).toJSDate();
  }

  /** A stored instant as the shop's local timestamp 'YYYY-MM-DDTHH:mm:ss'. */
  localTimestamp(instant: Date): string {
    return DateTime.fromJSDate(instant).setZone(this.config.shopTimezone).toFormat("yyyy-MM-dd'T'HH:mm:ss");
  }
}
