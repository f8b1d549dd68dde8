import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureOwnBarberId } from '../../shared/auth/authenticated-barber';
import { addDays, dateOf, ensureRealDate, LocalDate } from '../../shared/time/local-date';
import { UnavailabilityService, UnavailableView } from './unavailability.service';
import { WHOLE_DAY } from '../../shared/time/hhmm';
import { BarberDayLock, BarberDays, BookingRepository } from '../booking';
import { DaysOffView } from './dto/days-off.view';

/** The barber closes times of one day ("Horários sem agenda"): only where no live booking is. */
@Injectable()
export class DayBlockingService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly unavailability: UnavailabilityService,
    private readonly dayLock: BarberDayLock,
    private readonly days: BarberDays,
  ) {}

  /** Blocks these times (0 = the whole day); 409 DEACTIVATE_CONFLICT naming the live bookings that hold any of them. */
  deactivate(current: AuthenticatedBarber, barberId: string, date: LocalDate, hours: number[]): Promise<UnavailableView[]> {
    return this.block(current, barberId, date, hours, { wholeDayDespiteBookings: false });
  }

  /**
   * `unavailable/create`: one entry. A whole day off (hour 0) is taken even when the day has
   * bookings (the screen warns first; they stay booked); a single time only where none holds it.
   */
  async createEntry(current: AuthenticatedBarber, barberId: string, date: LocalDate, hour: number): Promise<UnavailableView> {
    const [entry] = await this.block(current, barberId, date, [hour], { wholeDayDespiteBookings: true });
    return entry;
  }

  private block(
    current: AuthenticatedBarber,
    barberId: string,
    date: LocalDate,
    hours: number[],
    { wholeDayDespiteBookings }: { wholeDayDespiteBookings: boolean },
  ): Promise<UnavailableView[]> {
    ensureOwnBarberId(current, barberId);
    const day = ensureRealDate(date);
    return this.dayLock.run(barberId, [day], async () => {
      const checked = wholeDayDespiteBookings ? hours.filter((hour) => hour !== WHOLE_DAY) : hours;
      await this.days.ensureFreeToBlock(barberId, day, checked);
      return this.unavailability.blockHours(barberId, day, hours);
    });
  }

  /**
   * Whole days off from `from` to `to`, both included (a holiday, a vacation), as one action. Like a
   * single day off it is taken even where bookings are: they stay, and the answer names
   * those days so the screen can say so.
   */
  async blockDayRange(current: AuthenticatedBarber, barberId: string, from: LocalDate, to: LocalDate): Promise<DaysOffView> {
    ensureOwnBarberId(current, barberId);
    const entries = await this.unavailability.blockWholeDays(barberId, dateOf(from), dateOf(to));
    const daysWithBookings = await this.bookings.daysWithLiveBetween(barberId, dateOf(from), addDays(dateOf(to), 1));
    return { entries, daysWithAppointments: daysWithBookings };
  }

  async dayHasBookings(current: AuthenticatedBarber, barberId: string, date: LocalDate): Promise<boolean> {
    ensureOwnBarberId(current, barberId);
    return this.bookings.hasLiveOn(barberId, ensureRealDate(date));
  }
}
