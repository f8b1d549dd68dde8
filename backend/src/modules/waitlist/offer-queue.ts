import { Injectable } from '@nestjs/common';
import { ShopClock } from '../../shared/time/shop-clock';
import { PushQueue, queueJobIdFor, QUEUES } from '../notifications';

/** An offer's expiry job: ids only, like every job of the queue. */
export interface OfferExpiryJob {
  offerId: string;
  /** The hold end this job was planned for (ISO instant). */
  expiresAt: string;
  /** 0 first; a job that ran before the hold ended (the queue's clock ahead of the app's) plans the next with round + 1. */
  round: number;
}

/** An offer's push job: the offer's id only; the worker reads the rest when it runs. */
export interface OfferPushJob {
  offerId: string;
}

/**
 * Puts an offer's jobs in the notifications module's queue: its expiry, due when the hold ends (a delay
 * measured on the app's clock, which tests move), and, for an entry with notifications, its push.
 */
@Injectable()
export class OfferQueue {
  constructor(
    private readonly queue: PushQueue,
    private readonly clock: ShopClock,
  ) {}

  async planExpiry(offerId: string, expiresAt: Date, round = 0): Promise<void> {
    const data: OfferExpiryJob = { offerId, expiresAt: expiresAt.toISOString(), round };
    const startAfterSeconds = Math.max(1, Math.ceil((expiresAt.getTime() - this.clock.instant().getTime()) / 1000));
    await this.queue.send(QUEUES.waitlistOffers, data, { id: queueJobIdFor(`waitlist-offer:${offerId}:${round}`), startAfterSeconds });
  }

  async planPush(offerId: string): Promise<void> {
    const data: OfferPushJob = { offerId };
    await this.queue.send(QUEUES.waitlistPushes, data, { id: queueJobIdFor(`waitlist-push:${offerId}`) });
  }
}
