import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { InvalidInput, NotFound } from '../../shared/errors/domain-error';
import { hourLabel } from '../../shared/time/hhmm';
import { addDays, isRealDate, LocalDate, toIsoDate } from '../../shared/time/local-date';
import { ShopClock } from '../../shared/time/shop-clock';
import { BookableService, JobsService } from '../jobs/jobs.service';
import { AppointmentRepository, isOverlapViolation } from './appointment.repository';
import { AppointmentViews } from './appointment-views';
import { Appointment, ClientDetails } from './domain/appointment.entity';
import { BookingPolicy } from './domain/booking-policy';
import { HourConflict } from './domain/booking.errors';
import { BookingClock } from './domain/day-schedule';
import { AppointmentView, AvailabilityView } from './dto/appointment.view';

export interface BookingTarget extends LocalDate {
  userId: string;
  jobId: string;
}

/** The public booking use cases: which times are free, and taking one. */
@Injectable()
export class BookingService {
  constructor(
    private readonly em: EntityManager,
    private readonly appointments: AppointmentRepository,
    private readonly jobs: JobsService,
    private readonly views: AppointmentViews,
    private readonly clock: ShopClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async availability(target: BookingTarget): Promise<AvailabilityView> {
    const { service, policy } = await this.loadPolicy(target);
    const slots = policy.bookableStarts(service.takesTwoSlots).map((hour) => ({ hour, label: hourLabel(hour) }));
    return { date: toIsoDate(target), slots };
  }

  async book(target: BookingTarget, hour: number, client: ClientDetails): Promise<AppointmentView> {
    const { service, policy } = await this.loadPolicy(target);
    policy.ensureBookable(hour, service.takesTwoSlots);
    const appointment = Appointment.book(service, dateOf(target), hour, client);
    try {
      await this.em.persistAndFlush(appointment);
    } catch (error) {
      if (!isOverlapViolation(error)) throw error;
      this.em.clear();
      throw await this.conflictAfterRace(target, hour, service);
    }
    return this.views.one(appointment);
  }

  /** Someone took the time between our check and our insert: say which slot it was. */
  private async conflictAfterRace(target: BookingTarget, hour: number, service: BookableService): Promise<Error> {
    const schedule = await this.appointments.loadDaySchedule(target.userId, dateOf(target));
    return new BookingPolicy(schedule, this.bookingClock()).problemWith(hour, service.takesTwoSlots) ?? new HourConflict();
  }

  private async loadPolicy(target: BookingTarget): Promise<{ service: BookableService; policy: BookingPolicy }> {
    const date = ensureRealDate(target);
    const service = await this.jobs.findBookable(target.jobId);
    const schedule = await this.appointments.loadDaySchedule(target.userId, date);
    if (!schedule.barberActive) throw new NotFound('Barbeiro não encontrado.');
    if (service.barberId !== target.userId) throw new InvalidInput('Este serviço não é oferecido pelo barbeiro escolhido.');
    return { service, policy: new BookingPolicy(schedule, this.bookingClock()) };
  }

  private bookingClock(): BookingClock {
    const now = this.clock.now();
    return { today: now.date, minutesNow: now.minutes, lastBookableDate: addDays(now.date, this.config.bookingWindowDays) };
  }
}

function dateOf({ year, month, day }: LocalDate): LocalDate {
  return { year, month, day };
}

function ensureRealDate(target: LocalDate): LocalDate {
  const date = dateOf(target);
  if (!isRealDate(date)) throw new InvalidInput('Data inválida: este dia não existe no mês informado.');
  return date;
}
