import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { APP_CONFIG, AppConfig } from '../../../config/app-config.provider';
import { ShopClock } from '../../../shared/time/shop-clock';
import { BookingRepository } from '../../booking';
import { PushQueue, PushSender, QUEUES } from '../../notifications';
import { offerMessage } from '../domain/offer-message';
import { localDateOf } from '../domain/waitlist-days';
import { offerTokenFor } from '../domain/waitlist-tokens';
import { OfferExpiryJob, OfferPushJob, OfferQueue, TrashedTimeJob } from './offer-queue';
import { OfferStore } from './offer-store';
import { WaitlistStore } from '../waitlist-store';
import { WaitlistOffering } from './waitlist-offering';

/**
 * The waitlist's jobs. The expiry: a pending offer whose hold has ended (on the app's clock) becomes
 * expired by one conditional update, and its day is offered again (the next in line); a job early for
 * the app's clock plans its next look. The push: tells the entry's device, if the offer still waits.
 * The trashed time: once the undo window has passed, the day is offered if the booking is still in the Lixeira.
 */
@Injectable()
export class OfferWorkers implements OnApplicationBootstrap {
  private readonly logger = new Logger('Waitlist');

  constructor(
    private readonly queue: PushQueue,
    private readonly plans: OfferQueue,
    private readonly offers: OfferStore,
    private readonly entries: WaitlistStore,
    private readonly offering: WaitlistOffering,
    private readonly sender: PushSender,
    private readonly bookings: BookingRepository,
    private readonly clock: ShopClock,
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.queue.work<OfferExpiryJob>(QUEUES.waitlistOffers, (job) => this.inContext(() => this.expire(job)));
    this.queue.work<OfferPushJob>(QUEUES.waitlistPushes, (job) => this.inContext(() => this.push(job)));
    this.queue.work<TrashedTimeJob>(QUEUES.waitlistTrashedTimes, (job) => this.inContext(() => this.offerTrashedTime(job)));
  }

  private inContext(work: () => Promise<void>): Promise<void> {
    return RequestContext.create(this.orm.em, work);
  }

  private async expire(job: PgBoss.Job<OfferExpiryJob>): Promise<void> {
    const { offerId, round } = job.data;
    const outcome = await this.offers.expire(offerId, this.clock.instant());
    if (outcome.expired) {
      await this.offering.offerFreedTimes(outcome.expired.barberId, outcome.expired.date);
      return;
    }
    if (outcome.pendingUntil) await this.plans.planExpiry(offerId, outcome.pendingUntil, round + 1);
  }

  /**
   * Restored meanwhile (or restored and deleted again: a later job of its own) → nothing to offer. Still in the
   * Lixeira, or purged from it → the day is offered; the policy offers only what is free by then.
   */
  private async offerTrashedTime(job: PgBoss.Job<TrashedTimeJob>): Promise<void> {
    const { bookingId, barberId, date, trashedAt } = job.data;
    const booking = await this.bookings.findOne({ id: bookingId });
    if (booking && booking.deletedAt?.getTime() !== Date.parse(trashedAt)) return;
    await this.offering.offerFreedTimes(barberId, date);
  }

  private async push(job: PgBoss.Job<OfferPushJob>): Promise<void> {
    const offer = await this.offers.byId(job.data.offerId);
    if (!offer || offer.status !== 'pending' || !offer.push_endpoint || !offer.push_p256dh || !offer.push_auth) return;
    const message = offerMessage({
      offerId: offer.id,
      token: offerTokenFor(this.config.jwtSecret, offer.id).token,
      date: localDateOf(offer.date),
      hour: offer.hour,
      barberName: offer.barber_name,
      shopName: this.config.shopName,
      broadcast: offer.broadcast,
      holdMinutes: this.config.waitlistOfferMinutes,
    });
    const subscription = { endpoint: offer.push_endpoint, p256dh: offer.push_p256dh, auth: offer.push_auth };
    if ((await this.sender.send(subscription, message)) === 'gone') await this.subscriptionGone(offer.id, offer.entry_id, subscription.endpoint);
  }

  /**
   * As a booking's gone subscription is (notifications' workers): forgotten, so the entry is no longer offered by
   * itself and the barber's list shows it without notifications. Its offer, which nobody can tell, passes on as
   * an expiry would: to the next in line.
   */
  private async subscriptionGone(offerId: string, entryId: string, endpoint: string): Promise<void> {
    this.logger.log('A waitlist entry’s push subscription is gone (404/410, or an endpoint no longer accepted): forgetting it.');
    await this.entries.forgetSubscription(entryId, endpoint);
    const lapsed = await this.offers.lapse(offerId);
    if (lapsed) await this.offering.offerFreedTimes(lapsed.barberId, lapsed.date);
  }
}
