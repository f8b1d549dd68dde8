import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureOwnBarberId } from '../../shared/auth/authenticated-barber';
import { LocalDate } from '../../shared/time/local-date';
import { UnavailabilityService, UnavailableView } from '../unavailability/unavailability.service';
import { AppointmentRepository } from './appointment.repository';
import { BarberDayLock } from './barber-day-lock';
import { ensureRealDate } from './booking.service';
import { ensureHoursCanBeBlocked } from './domain/deactivation';

/** The barber closes times of one day ("Horários sem agenda"): only where no live appointment is. */
@Injectable()
export class DayBlockingService {
  constructor(
    private readonly appointments: AppointmentRepository,
    private readonly unavailability: UnavailabilityService,
    private readonly dayLock: BarberDayLock,
  ) {}

  /** Blocks these times (0 = the whole day); 409 DEACTIVATE_CONFLICT when a live appointment holds one of them. */
  async deactivate(current: AuthenticatedBarber, barberId: string, date: LocalDate, hours: number[]): Promise<UnavailableView[]> {
    ensureOwnBarberId(current, barberId);
    const day = ensureRealDate(date);
    return this.dayLock.run(barberId, [day], async () => {
      const { booked } = await this.appointments.loadDaySchedule(barberId, day);
      ensureHoursCanBeBlocked(booked, hours);
      return this.unavailability.blockHours(barberId, day, hours);
    });
  }

  async dayHasAppointments(current: AuthenticatedBarber, barberId: string, date: LocalDate): Promise<boolean> {
    ensureOwnBarberId(current, barberId);
    return this.appointments.hasLiveOn(barberId, ensureRealDate(date));
  }
}
