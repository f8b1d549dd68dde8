import { randomUUID } from 'node:crypto';
import { ArrayType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Forbidden } from '../../../shared/errors/domain-error';
import { EVERY_WEEKDAY } from './weekday';

/**
 * One of a barber's 30-minute times of day and the weekdays it is open on (0 = Sunday … 6 =
 * Saturday, ascending). A barber's working hours of one weekday are the times open on it; a break
 * is a time between them that is not (docs/product.md#hours).
 */
@Entity({ tableName: 'hour_slot' })
export class HourSlot {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  barberId: string;

  @Property({ type: 'integer' })
  hour: number;

  @Property({ type: new ArrayType<number>(Number), columnType: 'smallint[]' })
  openWeekdays: number[];

  constructor(barberId: string, hour: number, openWeekdays: readonly number[] = EVERY_WEEKDAY) {
    this.barberId = barberId;
    this.hour = hour;
    this.openWeekdays = [...openWeekdays];
  }

  /** The original API's on/off flag of a time: open on at least one weekday. */
  isAvailable(): boolean {
    return this.openWeekdays.length > 0;
  }

  /** The original API's switch, which acts on every weekday at once. */
  setOpenEveryWeekday(open: boolean): void {
    this.openWeekdays = open ? [...EVERY_WEEKDAY] : [];
  }

  isOpenOn(weekday: number): boolean {
    return this.openWeekdays.includes(weekday);
  }

  /** Opens or closes this time on one weekday, keeping the list ascending and without repeats. */
  setOpenOn(weekday: number, open: boolean): void {
    const others = this.openWeekdays.filter((day) => day !== weekday);
    this.openWeekdays = (open ? [...others, weekday] : others).sort((a, b) => a - b);
  }

  /** Only the barber whose hour it is may change it. */
  ensureOwnedBy(barberId: string): void {
    if (this.barberId !== barberId) throw new Forbidden();
  }
}
