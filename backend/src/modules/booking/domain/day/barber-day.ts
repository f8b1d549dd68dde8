import { LocalDate } from '../../../../shared/time/local-date';
import { Booking } from '../booking/booking.entity';
import { BookedService, ClientDetails } from '../booking/booking-details';
import { Booker, BookingPolicy } from './booking-policy';
import { BookingConflict } from '../booking/booking.errors';
import { BookingClock, DaySchedule } from './day-schedule';

/**
 * One barber's day, the booking aggregate: loaded inside the day's lock (BarberDayLock), it is the
 * only way a booking comes into a day or moves into it, each time after the day's booking
 * rules (BookingPolicy) accepted the start. The exclusion constraint stays the last line behind it.
 */
export class BarberDay {
  private readonly policy: BookingPolicy;

  constructor(
    readonly barber: { id: string; username: string; displayName: string },
    private readonly schedule: DaySchedule,
    clock: BookingClock,
    booker: Booker,
  ) {
    this.policy = new BookingPolicy(schedule, clock, booker);
  }

  get date(): LocalDate {
    return this.schedule.date;
  }

  /** A new booking at `hour`; the day's rule that refuses it is thrown (409). */
  book(service: BookedService, hour: number, client: ClientDetails, manageTokenHash: string | null): Booking {
    this.policy.ensureBookable(hour, service.takesTwoSlots);
    return Booking.book(service, this.date, hour, client, manageTokenHash);
  }

  /** Moves a booking into this day at `hour`, with `service` (its own or another of the barber's). */
  moveHere(booking: Booking, service: BookedService, hour: number): void {
    this.policy.ensureBookable(hour, service.takesTwoSlots);
    booking.moveTo(service, this.date, hour);
  }

  /** The reason a start can't be taken, or null: what a lost race is reported as. */
  problemWith(hour: number, takesTwoSlots: boolean): BookingConflict | null {
    return this.policy.problemWith(hour, takesTwoSlots);
  }

  bookableStarts(takesTwoSlots: boolean): number[] {
    return this.policy.bookableStarts(takesTwoSlots);
  }
}
