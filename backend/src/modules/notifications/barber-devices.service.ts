import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { PushSubscriptionPolicy } from '../../shared/push/push-subscription-policy';
import { PushDeviceDto } from './dto/push-device.dto';

/** A barber's devices that receive a push for each booking a client makes, moves or cancels. */
@Injectable()
export class BarberDevicesService {
  constructor(
    private readonly em: EntityManager,
    private readonly policy: PushSubscriptionPolicy,
  ) {}

  /** Turns notifications on for this device; a device last used by another barber now belongs to this one. */
  async subscribe(current: AuthenticatedBarber, device: PushDeviceDto): Promise<{ subscribed: true }> {
    const subscription = this.policy.parse({ pushEndpoint: device.endpoint, pushP256dh: device.p256dh, pushAuth: device.auth })!;
    await this.em.getConnection().execute(
      `insert into barber_device (id, barber_id, endpoint, p256dh, auth) values (?, ?, ?, ?, ?)
       on conflict (endpoint) do update set barber_id = excluded.barber_id, p256dh = excluded.p256dh, auth = excluded.auth`,
      [randomUUID(), current.id, subscription.endpoint, subscription.p256dh, subscription.auth],
    );
    return { subscribed: true };
  }

  /** Turns them off; unknown or another barber's device: nothing changes. */
  async unsubscribe(current: AuthenticatedBarber, endpoint: string): Promise<{ subscribed: false }> {
    await this.em.getConnection().execute('delete from barber_device where endpoint = ? and barber_id = ?', [endpoint, current.id]);
    return { subscribed: false };
  }
}
