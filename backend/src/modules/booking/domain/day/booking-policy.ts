import { hourToMinutes, nextSlot, SLOT_MINUTES, WHOLE_DAY } from '../../../../shared/time/hhmm';
import { compareDates } from '../../../../shared/time/local-date';
import { BookingConflict, DoubleTimeConflict, FirstHourConflict, HourConflict, HourUnavailable, SecondHourConflict } from '../booking/booking.errors';
import { BookingClock, DaySchedule, occupiedSlots } from './day-schedule';

/**
 * The booking rules of one barber's day. A start is bookable when it is an open slot (one of the
 * barber's open hours on that weekday, not blocked, not past, on an open day inside the booking window) that
 * no live booking holds. A double service also needs the next slot of the list, 30 minutes
 * later, open and free: it never straddles a blocked or closed slot, nor a break.
 *
 * Today, a client may book only a slot that has not started yet; the barber may also book the slot
 * running now, until it ends (the walk-in who just sat down at 14:30:27 is booked at 14:30).
 */
/** Who books: the client online, or the barber (walk-ins, phone clients, edits). */
export type Booker = 'client' | 'barber';

export class BookingPolicy {
  private readonly openHours: ReadonlySet<number>;
  private readonly occupiedHours: ReadonlySet<number>;

  constructor(
    private readonly schedule: DaySchedule,
    private readonly clock: BookingClock,
    private readonly booker: Booker = 'client',
  ) {
    this.openHours = new Set(this.dayIsOpen() ? this.openHoursOfDay() : []);
    this.occupiedHours = occupiedSlots(schedule.booked);
  }

  /** The reason `start` cannot be booked, or null when it can. */
  problemWith(start: number, takesTwoSlots: boolean): BookingConflict | null {
    const Problem = this.problemKind(start, takesTwoSlots);
    return Problem ? new Problem() : null;
  }

  ensureBookable(start: number, takesTwoSlots: boolean): void {
    const problem = this.problemWith(start, takesTwoSlots);
    if (problem) throw problem;
  }

  /** Every start time that can be booked, ascending. */
  bookableStarts(takesTwoSlots: boolean): number[] {
    return [...this.openHours].filter((hour) => this.problemKind(hour, takesTwoSlots) === null).sort((a, b) => a - b);
  }

  /** Which conflict `start` would be, without building it: an error captures a stack, and a day's list checks every start. */
  private problemKind(start: number, takesTwoSlots: boolean): (new () => BookingConflict) | null {
    if (!this.openHours.has(start)) return HourUnavailable;
    if (!takesTwoSlots) return this.occupiedHours.has(start) ? HourConflict : null;
    if (this.occupiedHours.has(start)) return FirstHourConflict;
    const second = nextSlot(start);
    if (!this.openHours.has(second)) return DoubleTimeConflict;
    if (this.occupiedHours.has(second)) return SecondHourConflict;
    return null;
  }

  /**
   * The starts this day's hours would allow were nothing booked: none on a day the barber doesn't work (closed,
   * blocked, outside the window) or whose hours are over. What a freed time of the day could ever be.
   */
  startsWereNothingBooked(takesTwoSlots: boolean): number[] {
    return new BookingPolicy({ ...this.schedule, booked: [] }, this.clock, this.booker).bookableStarts(takesTwoSlots);
  }

  private dayIsOpen(): boolean {
    const { date, weekdayOff, blockedHours } = this.schedule;
    const insideWindow = compareDates(date, this.clock.today) >= 0 && compareDates(date, this.clock.lastBookableDate) <= 0;
    return insideWindow && !weekdayOff && !blockedHours.includes(WHOLE_DAY);
  }

  private openHoursOfDay(): number[] {
    const blocked = new Set(this.schedule.blockedHours);
    const isToday = compareDates(this.schedule.date, this.clock.today) === 0;
    return this.schedule.openHours
      .filter((hour) => !blocked.has(hour))
      .filter((hour) => !isToday || this.lastBookableMinute(hour) > this.clock.minutesNow);
  }

  /** The minute of the day after which a slot can no longer be booked: its start, or for the barber its end. */
  private lastBookableMinute(hour: number): number {
    return hourToMinutes(hour) + (this.booker === 'barber' ? SLOT_MINUTES : 0);
  }
}
