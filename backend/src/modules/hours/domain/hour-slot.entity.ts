import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Forbidden } from '../../../shared/errors/domain-error';

/** One of a barber's general 30-minute service hours; `available` false switches it off. */
@Entity({ tableName: 'hour_slot' })
export class HourSlot {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  barberId: string;

  @Property({ type: 'integer' })
  hour: number;

  @Property({ type: 'boolean' })
  available: boolean = true;

  constructor(barberId: string, hour: number, available = true) {
    this.barberId = barberId;
    this.hour = hour;
    this.available = available;
  }

  /** Only the barber whose hour it is may change it. */
  ensureOwnedBy(barberId: string): void {
    if (this.barberId !== barberId) throw new Forbidden();
  }
}
