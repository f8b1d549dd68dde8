import { randomUUID } from 'node:crypto';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config.provider';
import { BarberNotFound } from '../../../shared/errors/barber-not-found';
import { LocalDate, toIsoDate } from '../../../shared/time/local-date';
import { ShopClock } from '../../../shared/time/shop-clock';
import { BarberDayLock, BarberDays, BookingEvent, BookingEvents, FreedDays } from '../../booking';
import { planOffers, PlannedOffer } from '../domain/offer-plan';
import { localDateOf } from '../domain/waitlist-days';
import { offerTokenFor } from '../domain/waitlist-tokens';
import { OfferQueue } from './offer-queue';
import { OfferStore } from './offer-store';
import { WaitlistStore } from '../waitlist-store';

/** Within this long before a time, it goes to every matching entry at once. */
const NEAR_MS = 2 * 60 * 60 * 1000;

/** An offer just stored, as its jobs need it. */
export interface MadeOffer {
  id: string;
  token: string;
  expiresAt: Date;
}

/**
 * The days a booking change freed a time on at once: a cancel, an expired deposit, or where a move came from.
 * A trash waits for its undo window (OfferQueue.planTrashedTime).
 */
function freedDays(event: BookingEvent): LocalDate[] {
  if (event.type === 'cancelled' || event.type === 'deposit_expired') return [event.booking.date];
  if (event.type === 'moved') return [event.from.date];
  return [];
}

/**
 * Offers a barber's free times of a day to the entries waiting for it (domain/offer-plan.ts decides who
 * gets what), inside the day's lock, so an offer and a booking of the same time are one after the
 * other. It runs whenever a booking change frees a time or a block is removed (a barber's delete once its
 * undo window has passed), when an offer ends, and in the periodic sweep.
 */
@Injectable()
export class WaitlistOffering implements OnModuleInit {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: BookingEvents,
    private readonly freedDays: FreedDays,
    private readonly dayLock: BarberDayLock,
    private readonly days: BarberDays,
    private readonly entries: WaitlistStore,
    private readonly offers: OfferStore,
    private readonly queue: OfferQueue,
    private readonly clock: ShopClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(async (event) => {
      for (const date of freedDays(event)) await this.offerFreedTimes(event.booking.barberId, date);
      if (event.type === 'trashed' && event.booking.deletedAt) {
        const { id: bookingId, barberId, date, deletedAt } = event.booking;
        await this.queue.planTrashedTime({ bookingId, barberId, date: toIsoDate(date), trashedAt: deletedAt.toISOString() });
      }
    });
    this.freedDays.subscribe(({ barberId, dates }) => this.offerDaysWaitedFor(barberId, dates));
  }

  /** A range of days opened again (a holiday undone may be a year): only the days someone with notifications waits for. */
  async offerDaysWaitedFor(barberId: string, dates: LocalDate[]): Promise<void> {
    const lines = await RequestContext.create(this.orm.em, () => this.entries.daysWithLines(this.clock.now().date));
    const waited = new Set(lines.filter((line) => line.barberId === barberId).map((line) => line.date));
    for (const date of dates) if (waited.has(toIsoDate(date))) await this.offerFreedTimes(barberId, date);
  }

  /** Offers what is free on a barber's day; in a context of its own (after a request's commit, or in a job). */
  offerFreedTimes(barberId: string, date: LocalDate | string): Promise<void> {
    const day = typeof date === 'string' ? localDateOf(date) : date;
    return RequestContext.create(this.orm.em, async () => {
      const made = await this.dayLock.run(barberId, [day], () => this.offerDay(barberId, day));
      for (const offer of made) await this.announce(offer, true);
    });
  }

  /** Stores one offer of `hour` to an entry, held for WAITLIST_OFFER_MINUTES; the caller holds the day's lock. */
  async store(barberId: string, date: LocalDate, planned: PlannedOffer): Promise<MadeOffer> {
    const id = randomUUID();
    const { token, hash } = offerTokenFor(this.config.jwtSecret, id);
    const expiresAt = new Date(this.clock.instant().getTime() + this.config.waitlistOfferMinutes * 60_000);
    await this.offers.insert({ ...planned, id, barberId, date, tokenHash: hash, expiresAt });
    return { id, token, expiresAt };
  }

  /** After the commit: the offer's expiry, and its push when the entry has notifications (the worker checks). */
  async announce(offer: MadeOffer, push: boolean): Promise<void> {
    await this.queue.planExpiry(offer.id, offer.expiresAt);
    if (push) await this.queue.planPush(offer.id);
  }

  private async offerDay(barberId: string, date: LocalDate): Promise<MadeOffer[]> {
    const line = await this.entries.lineFor(barberId, date);
    if (!line.some((entry) => entry.notify && !entry.hasPendingOffer)) return [];
    const day = await this.days.dayOf(barberId, date, null, 'client').catch((error: unknown) => {
      if (error instanceof BarberNotFound) return null;
      throw error;
    });
    if (!day) return [];
    const now = this.clock.instant().getTime();
    const isNear = (hour: number) => this.clock.instantOf(date, hour).getTime() - now <= NEAR_MS;
    const planned = planOffers({ single: day.bookableStarts(false), double: day.bookableStarts(true) }, line, isNear);
    const made: MadeOffer[] = [];
    for (const offer of planned) made.push(await this.store(barberId, date, offer));
    return made;
  }
}
