import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Forbidden } from '../../../shared/errors/domain-error';
import { isDoubleService } from './double-service';
import { ensureValidServiceName, ensureValidServiceValue } from './service-rules';

/** What a barber says about a service: its name, price in centavos and whether it takes two slots. */
export interface ServiceDescription {
  name: string;
  valueCents: number;
  doubleTime: boolean;
  /** The barber marks it as needing the Pix deposit (the shop's terms `marked_services`); unchanged when absent. */
  depositRequired?: boolean;
}

/** A service a barber offers (Corte, Barba, ...). Its value is kept in centavos. */
@Entity({ tableName: 'job' })
export class Service {
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

  /** Booked online, it asks for the Pix deposit when the shop's terms apply it to marked services. */
  @Property({ type: 'boolean' })
  depositRequired: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  constructor(barberId: string, name: string, valueCents: number, doubleTime: boolean) {
    this.barberId = barberId;
    this.name = name;
    this.valueCents = valueCents;
    this.doubleTime = doubleTime;
  }

  /** A new service of this barber, after checking its name and value. */
  static offer(barberId: string, description: ServiceDescription): Service {
    const service = new Service(barberId, '', 0, false);
    service.describe(description);
    return service;
  }

  /** Renames and reprices the service; its barber never changes. */
  describe({ name, valueCents, doubleTime, depositRequired }: ServiceDescription): void {
    this.name = ensureValidServiceName(name);
    this.valueCents = ensureValidServiceValue(valueCents);
    this.doubleTime = doubleTime;
    if (depositRequired !== undefined) this.depositRequired = depositRequired;
  }

  /** Kept for the bookings that used it, but no longer offered to clients. */
  deactivate(): void {
    this.active = false;
  }

  /** Only the barber who offers a service may change it. */
  ensureOwnedBy(barberId: string): void {
    if (this.barberId !== barberId) throw new Forbidden();
  }

  /** Takes two consecutive 30-minute slots (docs/product.md#services). */
  get takesTwoSlots(): boolean {
    return isDoubleService(this.name, this.doubleTime);
  }
}
