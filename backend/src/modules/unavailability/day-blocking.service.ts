import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureOwnBarberId } from '../../shared/auth/authenticated-barber';
import { addDays, dateOf, ensureRealDate, LocalDate } from '../../shared/time/local-date';
import { UnavailabilityService, UnavailableView } from './unavailability.service';
import { BookingRepository, BookingViews, BarberDayLock, bookingsInTheWay, DeactivateConflict, WHOLE_DAY } from '../booking';
import { DaysOffView } from './dto/days-off.view';

/** The barber closes times of one day ("Horários sem agenda"): only where no live appointment is. */
@Injectable()
export class DayBlockingService {
  constructor(
    private readonly appointments: BookingRepository,
    private readonly unavailability: UnavailabilityService,
    private readonly dayLock: BarberDayLock,
    private readonly views: BookingViews,
  ) {}

  /** Blocks these times (0 = the whole day); 409 DEACTIVATE_CONFLICT naming the live appointments that hold any of them. */
  deactivate(current: AuthenticatedBarber, barberId: string, date: LocalDate, hours: number[]): Promise<UnavailableView[]> {
    return this.block(current, barberId, date, hours, { wholeDayDespiteAppointments: false });
  }

  /**
   * `unavailable/create`: one entry. A whole day off (hour 0) is taken even when the day has
   * appointments (the screen warns first; they stay booked); a single time only where none holds it.
   */
  async createEntry(current: AuthenticatedBarber, barberId: string, date: LocalDate, hour: number): Promise<UnavailableView> {
    const [entry] = await this.block(current, barberId, date, [hour], { wholeDayDespiteAppointments: true });
    return entry;
  }

  private block(
    current: AuthenticatedBarber,
    barberId: string,
    date: LocalDate,
    hours: number[],
    { wholeDayDespiteAppointments }: { wholeDayDespiteAppointments: boolean },
  ): Promise<UnavailableView[]> {
    ensureOwnBarberId(current, barberId);
    const day = ensureRealDate(date);
    return this.dayLock.run(barberId, [day], async () => {
      const checked = wholeDayDespiteAppointments ? hours.filter((hour) => hour !== WHOLE_DAY) : hours;
      const live = (await this.appointments.findInAgendaBetween(barberId, day, addDays(day, 1))).filter((appointment) => !appointment.isCancelled);
      const inTheWay = bookingsInTheWay(live, checked);
      if (inTheWay.length > 0) {
        const views = await this.views.many(inTheWay);
        throw new DeactivateConflict(
          views.map(({ id, hour, label, clientName, job }) => ({ appointmentId: id, hour, label, clientName, service: job.name })),
        );
      }
      return this.unavailability.blockHours(barberId, day, hours);
    });
  }

  /**
   * Whole days off from `from` to `to`, both included (a holiday, a vacation), as one action. Like a
   * single day off it is taken even where appointments are booked: they stay, and the answer names
   * those days so the screen can say so.
   */
  async blockDayRange(current: AuthenticatedBarber, barberId: string, from: LocalDate, to: LocalDate): Promise<DaysOffView> {
    ensureOwnBarberId(current, barberId);
    const entries = await this.unavailability.blockWholeDays(barberId, dateOf(from), dateOf(to));
    const daysWithAppointments = await this.appointments.daysWithLiveBetween(barberId, dateOf(from), addDays(dateOf(to), 1));
    return { entries, daysWithAppointments };
  }

  async dayHasAppointments(current: AuthenticatedBarber, barberId: string, date: LocalDate): Promise<boolean> {
    ensureOwnBarberId(current, barberId);
    return this.appointments.hasLiveOn(barberId, ensureRealDate(date));
  }
}
