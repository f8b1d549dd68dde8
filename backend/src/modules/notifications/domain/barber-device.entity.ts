import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { PushSubscriptionKeys } from '../../../shared/push/push-subscription';

/** Devices a barber keeps notifications on: registering one more drops the one registered longest ago. */
export const MAX_DEVICES_PER_BARBER = 10;

/** A browser or phone where a barber turned notifications on. One endpoint belongs to one barber. */
@Entity({ tableName: 'barber_device' })
export class BarberDevice {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  barberId: string;

  @Property({ type: 'text' })
  endpoint: string;

  @Property({ type: 'text' })
  p256dh: string;

  @Property({ type: 'text' })
  auth: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  constructor(barberId: string, subscription: PushSubscriptionKeys) {
    this.barberId = barberId;
    this.endpoint = subscription.endpoint;
    this.p256dh = subscription.p256dh;
    this.auth = subscription.auth;
  }
}
