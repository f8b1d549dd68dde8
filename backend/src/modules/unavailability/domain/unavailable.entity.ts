import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A day (hour 0) or one time of a day on which the barber takes no appointments. Month is 0-11. */
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
}
