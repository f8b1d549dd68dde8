import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { isDoubleService } from './double-service';

/** A service a barber offers (Corte, Barba, ...). Its value is kept in centavos. */
@Entity({ tableName: 'job' })
export class Job {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  barberId: string;

  @Property({ type: 'text' })
  name: string;

  @Property({ type: 'integer' })
  valueCents: number;

  @Property({ type: 'boolean' })
  doubleTime: boolean = false;

  @Property({ type: 'boolean' })
  active: boolean = true;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  constructor(barberId: string, name: string, valueCents: number, doubleTime: boolean) {
    this.barberId = barberId;
    this.name = name;
    this.valueCents = valueCents;
    this.doubleTime = doubleTime;
  }

  /** Takes two consecutive 30-minute slots (product-spec §5). */
  get takesTwoSlots(): boolean {
    return isDoubleService(this.name, this.doubleTime);
  }
}
