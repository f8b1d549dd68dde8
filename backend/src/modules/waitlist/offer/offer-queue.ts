import { Injectable } from '@nestjs/common';
import { ShopClock } from '../../../shared/time/shop-clock';
import { PushQueue, queueJobIdFor, QUEUES } from '../../notifications';

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
 * How long a time freed by the barber's delete (Excluir → Lixeira) waits before the waitlist is offered it.
 * Longer than the Desfazer of the agenda's toast (TOAST_DURATION.default, 5 s, in the front end's
 * use-trash-with-undo), with room for a slow network: an undo in that window must find its time still free,
 * not held by an offer (409 HOUR_CONFLICT). Other freed times (a cancel, a move, ...) have no undo and go at once.
 */
export const UNDO_GRACE_SECONDS = 30;

/** A booking sent to the Lixeira: its time is offered once the undo window has passed, if still there. */
export interface TrashedTimeJob {
  bookingId: string;
  barberId: string;
  /** ISO date of the booking's day. */
  date: string;
  /** When it went to the trash (ISO instant): a restore, or a restore and a new delete, makes the job stale. */
  trashedAt: string;
}

/**
 * Puts the waitlist's jobs in the notifications module's queue: an offer's expiry, due when the hold ends (a
 * delay measured on the app's clock, which tests move), and, for an entry with notifications, its push; and the
 * delayed offer of a time the barber's delete freed.
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

  /** The offer of a time the barber's delete freed, due UNDO_GRACE_SECONDS from now (planned right after the delete). */
  async planTrashedTime(job: TrashedTimeJob): Promise<void> {
    const id = queueJobIdFor(`waitlist-trashed:${job.bookingId}:${job.trashedAt}`);
    await this.queue.send(QUEUES.waitlistTrashedTimes, job, { id, startAfterSeconds: UNDO_GRACE_SECONDS });
  }

  async planPush(offerId: string): Promise<void> {
    const data: OfferPushJob = { offerId };
    await this.queue.send(QUEUES.waitlistPushes, data, { id: queueJobIdFor(`waitlist-push:${offerId}`) });
  }
}
