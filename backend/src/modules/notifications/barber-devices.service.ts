import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { canonicalPushEndpoint } from '../../shared/push/push-subscription';
import { PushSubscriptionPolicy } from '../../shared/push/push-subscription-policy';
import { MAX_DEVICES_PER_BARBER } from './domain/barber-device.entity';
import { PushDeviceDto } from './dto/push-device.dto';

/** A barber's devices that receive a push for each booking a client makes, moves or cancels. */
@Injectable()
export class BarberDevicesService {
  constructor(
    private readonly em: EntityManager,
    private readonly policy: PushSubscriptionPolicy,
  ) {}

  /**
   * Turns notifications on for this device; a device last used by another barber now belongs to
   * this one. A barber keeps the MAX_DEVICES_PER_BARBER devices registered last: the oldest goes.
   */
  async subscribe(current: AuthenticatedBarber, device: PushDeviceDto): Promise<{ subscribed: true }> {
    const subscription = this.policy.parse({ pushEndpoint: device.endpoint, pushP256dh: device.p256dh, pushAuth: device.auth })!;
    await this.em.transactional(async (em) => {
      // One registration of a barber at a time, so parallel ones can't leave more than the cap.
      await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`devices:${current.id}`], 'run');
      await em.execute(
        `insert into barber_device (id, barber_id, endpoint, p256dh, auth) values (?, ?, ?, ?, ?)
         on conflict (endpoint) do update
           set barber_id = excluded.barber_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()`,
        [randomUUID(), current.id, subscription.endpoint, subscription.p256dh, subscription.auth],
        'run',
      );
      await em.execute(
        `delete from barber_device where barber_id = ? and id not in (
           select id from barber_device where barber_id = ? order by created_at desc, id desc limit ?)`,
        [current.id, current.id, MAX_DEVICES_PER_BARBER],
        'run',
      );
    });
    return { subscribed: true };
  }

  /** Turns them off; unknown or another barber's device: nothing changes. */
  async unsubscribe(current: AuthenticatedBarber, endpoint: string): Promise<{ subscribed: false }> {
    const stored = canonicalPushEndpoint(endpoint) ?? endpoint;
    await this.em.getConnection().execute('delete from barber_device where endpoint = ? and barber_id = ?', [stored, current.id]);
    return { subscribed: false };
  }
}
