import { MikroORM } from '@mikro-orm/postgresql';
import { Booking } from '../../backend/src/modules/booking/domain/booking/booking.entity';
import { ClientDetails } from '../../backend/src/modules/booking/domain/booking/booking-details';
import { issueManageToken } from '../../backend/src/shared/auth/manage-token';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { DEFAULT_HOURS } from '../../backend/src/modules/hours/domain/default-hours';
import { HourSlot } from '../../backend/src/modules/hours/domain/hour-slot.entity';
import { WeekdayOff } from '../../backend/src/modules/hours/domain/weekday-off.entity';
import { hashPassword } from '../../backend/src/modules/barbers/domain/password';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { Unavailable } from '../../backend/src/modules/unavailability/domain/unavailable.entity';
import { BarberRole } from '../../backend/src/shared/auth/barber-role';
import { LocalDate } from '../../backend/src/shared/time/local-date';

/** A barber as ShopBuilder.barber makes it: a made-up username unless named. */
export interface BarberOptions {
  username?: string;
  /** The name clients see; the username when not given. */
  displayName?: string;
  password?: string;
  active?: boolean;
  role?: BarberRole;
  hours?: readonly number[];
}

/** A service as ShopBuilder.job makes it: 'Corte', R$ 35, one slot, active unless told. */
export interface JobOptions {
  name?: string;
  value?: number;
  doubleTime?: boolean;
  active?: boolean;
}

/** Builds test data straight in the database ("mothers"), with sensible defaults. */
export class ShopBuilder {
  /** Writes through the ORM of a TestApp, or of any MikroORM on the test's database. */
  constructor(private readonly t: { orm: MikroORM }) {}

  /** A barber with the 25 default hours; give a password only when the test logs in with it (hashing is slow). */
  async barber(options: BarberOptions = {}): Promise<Barber> {
    const passwordHash = options.password ? await hashPassword(options.password) : 'no-password-set';
    const barber = new Barber(options.username ?? `barbeiro${Math.random().toString(36).slice(2, 8)}`, passwordHash, options.role ?? 'barber');
    if (options.displayName !== undefined) barber.changeDisplayName(options.displayName);
    barber.active = options.active ?? true;
    const hours = (options.hours ?? DEFAULT_HOURS).map((hour) => new HourSlot(barber.id, hour));
    await this.save(barber);
    await this.save(...hours);
    return barber;
  }

  async job(barber: Barber, options: JobOptions = {}): Promise<Service> {
    const job = new Service(barber.id, options.name ?? 'Corte', Math.round((options.value ?? 35) * 100), options.doubleTime ?? false);
    job.active = options.active ?? true;
    await this.save(job);
    return job;
  }

  /** Closes one of the barber's times on every weekday. */
  async closeHour(barber: Barber, hour: number): Promise<void> {
    await this.t.orm.em.fork().nativeUpdate(HourSlot, { barberId: barber.id, hour }, { openWeekdays: [] });
  }

  async weekdayOff(barber: Barber, weekday: number): Promise<void> {
    await this.save(new WeekdayOff(barber.id, weekday));
  }

  async unavailable(barber: Barber, date: LocalDate, hour = Unavailable.WHOLE_DAY): Promise<void> {
    await this.save(new Unavailable(barber.id, date, hour));
  }

  async appointment(
    job: Service,
    date: LocalDate,
    hour: number,
    client = { clientName: 'Cliente Antigo', clientContact: '11900000000' },
  ): Promise<Booking> {
    return this.book(job, date, hour, client, null);
  }

  /** A client's online booking (past or future, past the booking rules) with the manage token only the client holds. */
  async clientBooking(
    job: Service,
    date: LocalDate,
    hour: number,
    client = { clientName: 'Maria Souza', clientContact: '11987654321' },
  ): Promise<{ appointment: Booking; token: string }> {
    const { token, hash } = issueManageToken();
    return { appointment: await this.book(job, date, hour, client, hash), token };
  }

  private async book(job: Service, date: LocalDate, hour: number, client: ClientDetails, manageTokenHash: string | null): Promise<Booking> {
    const appointment = Booking.book(
      { serviceId: job.id, barberId: job.barberId, priceCents: job.valueCents, takesTwoSlots: job.takesTwoSlots },
      date,
      hour,
      client,
      manageTokenHash,
    );
    await this.save(appointment);
    return appointment;
  }

  private async save(...entities: object[]): Promise<void> {
    await this.t.orm.em.fork().persistAndFlush(entities);
  }
}
