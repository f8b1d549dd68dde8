import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureMayReadBarber, ensureOwnBarberId } from '../../shared/auth/authenticated-barber';
import { dateOf, LocalDate } from '../../shared/time/local-date';
import { FreedDays } from '../booking';
import { daysOffRange } from './domain/days-off-range';
import { Unavailable } from './domain/unavailable.entity';
import { toUnavailableView, UnavailableDeletedCountView, UnavailableDeletedView, UnavailableView } from './dto/unavailable.view';
import { UnavailabilityNotFound } from './domain/unavailability.errors';

export { UnavailableView } from './dto/unavailable.view';

/**
 * Days and times a barber takes no bookings. Availability reads the same table on every
 * request, so each change is what clients see at once.
 */
@Injectable()
export class UnavailabilityService {
  constructor(
    private readonly em: EntityManager,
    private readonly freedDays: FreedDays,
  ) {}

  /** The barber's blocked days and times; the owner may read any barber's (changing them stays the barber's). */
  async list(current: AuthenticatedBarber, barberId: string): Promise<UnavailableView[]> {
    ensureMayReadBarber(current, barberId);
    const entries = await this.em.find(Unavailable, { barberId }, { orderBy: { year: 'asc', month: 'asc', day: 'asc', hour: 'asc' } });
    return entries.map(toUnavailableView);
  }

  /**
   * Blocks these times of the barber's day (0 = the whole day) and answers their entries,
   * ascending by hour. Idempotent: times already blocked are answered as they are.
   * Callers (DayBlockingService) check ownership and the bookings of the day.
   */
  async blockHours(barberId: string, date: LocalDate, hours: number[]): Promise<UnavailableView[]> {
    const day = dateOf(date);
    Unavailable.ensureBlockableDate(day);
    hours.forEach((hour) => Unavailable.ensureBlockableHour(hour));
    const distinct = [...new Set(hours)];
    if (distinct.length === 0) return [];
    await this.em
      .createQueryBuilder(Unavailable)
      .insert(distinct.map((hour) => ({ id: randomUUID(), barberId, ...day, hour })))
      .onConflict(['barberId', 'year', 'month', 'day', 'hour'])
      .ignore()
      .execute();
    const entries = await this.em.find(Unavailable, { barberId, ...day, hour: { $in: distinct } }, { orderBy: { hour: 'asc' } });
    return entries.map(toUnavailableView);
  }

  /**
   * Whole days off from `from` to `to`, both included, in one statement; days already off are
   * answered as they are. Callers (DayBlockingService) check ownership.
   */
  async blockWholeDays(barberId: string, from: LocalDate, to: LocalDate): Promise<UnavailableView[]> {
    const days = daysOffRange(from, to);
    await this.em
      .createQueryBuilder(Unavailable)
      .insert(days.map((day) => ({ id: randomUUID(), barberId, ...day, hour: Unavailable.WHOLE_DAY })))
      .onConflict(['barberId', 'year', 'month', 'day', 'hour'])
      .ignore()
      .execute();
    return this.wholeDaysOff(barberId, days);
  }

  /** Opens every day from `from` to `to` again, both included: their whole-day entries and blocked times. */
  async deleteDays(current: AuthenticatedBarber, barberId: string, from: LocalDate, to: LocalDate): Promise<UnavailableDeletedCountView> {
    ensureOwnBarberId(current, barberId);
    const days = daysOffRange(from, to);
    const deleted = await this.em.nativeDelete(Unavailable, { barberId, $or: days.map(dateOf) });
    if (deleted) await this.freedDays.publish({ barberId, dates: days });
    return { deleted };
  }

  async delete(current: AuthenticatedBarber, entryId: string): Promise<UnavailableDeletedView> {
    const entry = await this.em.findOne(Unavailable, { id: entryId });
    if (!entry) throw new UnavailabilityNotFound();
    entry.ensureOwnedBy(current.id);
    await this.em.removeAndFlush(entry);
    await this.freedDays.publish({ barberId: entry.barberId, dates: [dateOf(entry)] });
    return { id: entryId, deleted: true };
  }

  /** Opens the whole day again: removes every entry of it, the whole-day one and single times. */
  async deleteDay(current: AuthenticatedBarber, barberId: string, date: LocalDate): Promise<UnavailableDeletedCountView> {
    ensureOwnBarberId(current, barberId);
    Unavailable.ensureBlockableDate(date);
    const deleted = await this.em.nativeDelete(Unavailable, { barberId, year: date.year, month: date.month, day: date.day });
    if (deleted) await this.freedDays.publish({ barberId, dates: [date] });
    return { deleted };
  }

  private async wholeDaysOff(barberId: string, days: LocalDate[]): Promise<UnavailableView[]> {
    const entries = await this.em.find(
      Unavailable,
      { barberId, hour: Unavailable.WHOLE_DAY, $or: days.map(dateOf) },
      { orderBy: { year: 'asc', month: 'asc', day: 'asc' } },
    );
    return entries.map(toUnavailableView);
  }
}
