import { Entity, PrimaryKey } from '@mikro-orm/core';

/** A weekday (0 = Sunday) on which the barber does not work. */
@Entity({ tableName: 'weekday_off' })
export class WeekdayOff {
  @PrimaryKey({ type: 'uuid' })
  barberId: string;

  @PrimaryKey({ type: 'smallint' })
  weekday: number;

  constructor(barberId: string, weekday: number) {
    this.barberId = barberId;
    this.weekday = weekday;
  }
}
