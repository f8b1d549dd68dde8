import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { PushSubscriptionPolicy } from '../../shared/push/push-subscription-policy';
import { AvailabilityService, BarberDays, BookingRepository } from '../booking';
import { WaitlistAlreadyJoined, WaitlistContactLimit, WaitlistEntryNotFound } from './domain/waitlist.errors';
import { dayNeverOpens, waitlistDays } from './domain/waitlist-days';
import { hashToken, issueEntryToken } from './domain/waitlist-tokens';
import type { WaitlistWish } from './domain/waitlist-wish';
import { JoinedWaitlistView, WaitlistEntryView, toWaitlistEntryView } from './dto/waitlist.views';
import { WaitlistOffering } from './offer/waitlist-offering';
import { WaitlistStore } from './waitlist-store';

/**
 * The client's side of the waitlist: joining (the days checked, the barber and service as a booking
 * checks them, the contact's limit under the contact's lock), the entry's manage link, and leaving.
 */
@Injectable()
export class WaitlistService {
  constructor(
    private readonly em: EntityManager,
    private readonly entries: WaitlistStore,
    private readonly days: BarberDays,
    private readonly availability: AvailabilityService,
    private readonly bookings: BookingRepository,
    private readonly offering: WaitlistOffering,
    private readonly pushPolicy: PushSubscriptionPolicy,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async join(wish: WaitlistWish): Promise<JoinedWaitlistView> {
    const clock = this.days.clock();
    const days = waitlistDays(wish.days, clock.today, clock.lastBookableDate);
    const push = this.pushPolicy.parse(wish);
    // The barber and the service as the calendar reads them (404 for an unknown or inactive one, 400 for another
    // barber's), and every day one on which a time can open: a closed day would wait for nothing.
    const [neverOpens] = await this.availability.daysThatNeverOpen(wish.barberId, wish.serviceId, days);
    if (neverOpens) throw dayNeverOpens(neverOpens);
    const token = issueEntryToken();
    const id = randomUUID();
    await this.em.transactional(async () => {
      // The contact's lock (a booking's): two joins of one contact count one after the other.
      await this.bookings.lockContact(wish.clientContact);
      const waiting = await this.entries.waitingOfContact(wish.clientContact, wish.barberId, wish.serviceId);
      if (waiting.same) throw new WaitlistAlreadyJoined();
      if (waiting.count >= this.config.maxFutureBookingsPerContact) throw new WaitlistContactLimit(this.config.maxFutureBookingsPerContact);
      await this.entries.insert({
        id,
        barberId: wish.barberId,
        serviceId: wish.serviceId,
        days,
        period: wish.period,
        clientName: wish.clientName,
        clientContact: wish.clientContact,
        push,
        manageTokenHash: token.hash,
      });
    });
    const row = await this.entries.byId(id);
    if (!row) throw new WaitlistEntryNotFound();
    return { entry: toWaitlistEntryView(row), manageToken: token.token };
  }

  async get(token: string): Promise<WaitlistEntryView> {
    const row = await this.entries.byTokenHash(hashToken(token));
    if (!row) throw new WaitlistEntryNotFound();
    return toWaitlistEntryView(row);
  }

  /** Leaves the list: the entry and its offers are deleted; a time its pending offer held is offered again. */
  async leave(token: string): Promise<void> {
    const row = await this.entries.byTokenHash(hashToken(token));
    if (!row) throw new WaitlistEntryNotFound();
    const freed = await this.entries.remove(row.id);
    for (const { barberId, date } of freed) await this.offering.offerFreedTimes(barberId, date);
  }
}
