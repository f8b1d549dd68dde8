import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Forbidden, InvalidInput } from '../../../shared/errors/domain-error';
import { isGridHour } from '../../../shared/time/hhmm';
import { InvalidDate, isRealDate, LocalDate } from '../../../shared/time/local-date';

const FIRST_YEAR = 2000;
const LAST_YEAR = 9999;

/** A day (hour 0) or one time of a day on which the barber takes no bookings. Month is 0-11. */
@Entity({ tableName: 'unavailable' })
export class Unavailable {
  static readonly WHOLE_DAY = 0;

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  barberId: string;

  @Property({ type: 'smallint' })
  day: number;

  @Property({ type: 'smallint' })
  month: number;

  @Property({ type: 'integer' })
  year: number;

  @Property({ type: 'integer' })
  hour: number;

  constructor(barberId: string, date: { day: number; month: number; year: number }, hour: number) {
    this.barberId = barberId;
    this.day = date.day;
    this.month = date.month;
    this.year = date.year;
    this.hour = hour;
  }

  /** A blockable day exists in the calendar (no 31 February). */
  static ensureBlockableDate(date: LocalDate): void {
    const { year, month, day } = date;
    const inRange = [year, month, day].every(Number.isInteger) && year >= FIRST_YEAR && year <= LAST_YEAR;
    if (!inRange || !isRealDate(date)) throw new InvalidDate();
  }

  /** 0 blocks the whole day; any other value is one time of the 30-minute grid. */
  static ensureBlockableHour(hour: number): void {
    if (!isGridHour(hour)) throw new InvalidInput('Horário inválido: use HHMM numa grade de 30 minutos (0 = dia inteiro).');
  }

  /** Only the barber who blocked the time may unblock it. */
  ensureOwnedBy(barberId: string): void {
    if (this.barberId !== barberId) throw new Forbidden();
  }
}
