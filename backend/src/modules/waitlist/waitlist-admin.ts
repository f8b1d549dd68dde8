import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureMayActInAgendaOf, ensureMayReadBarber } from '../../shared/auth/authenticated-barber';
import { InvalidInput } from '../../shared/errors/domain-error';
import { isRealDate, toIsoDate } from '../../shared/time/local-date';
import { ShopClock } from '../../shared/time/shop-clock';
import { BarberDayLock, BarberDays } from '../booking';
import { offerPagePath } from './domain/offer-message';
import { localDateOf } from './domain/waitlist-days';
import { WaitlistDayNotWanted, WaitlistEntryBusy, WaitlistEntryNotFound } from './domain/waitlist.errors';
import { AdminWaitlistDayView, OfferMadeView, toAdminWaitlistEntryView, toWaitlistOfferView } from './dto/waitlist.views';
import { OfferStore } from './offer/offer-store';
import { WaitlistOffering } from './offer/waitlist-offering';
import { WaitlistStore } from './waitlist-store';

/**
 * The barber's side: who waits for a day (name, phone, part of the day, service, the latest offer), and
 * a free time offered by hand to one of them, held and told as any offer.
 */
@Injectable()
export class WaitlistAdmin {
  constructor(
    private readonly entries: WaitlistStore,
    private readonly offers: OfferStore,
    private readonly offering: WaitlistOffering,
    private readonly dayLock: BarberDayLock,
    private readonly days: BarberDays,
    private readonly clock: ShopClock,
  ) {}

  /** `barberId`: the caller, or a team member whose agenda the owner runs. */
  async day(current: AuthenticatedBarber, isoDate: string, barberId: string): Promise<AdminWaitlistDayView> {
    ensureMayReadBarber(current, barberId);
    const date = localDateOf(isoDate);
    if (!isRealDate(date)) throw new InvalidInput(`Data inexistente: ${isoDate}.`);
    const rows = await this.entries.waitingOn(barberId, date);
    return { date: toIsoDate(date), entries: rows.map(toAdminWaitlistEntryView) };
  }

  /** Checks the time as a client's booking would (free, open, a double service's two slots), inside the day's lock. */
  async offer(current: AuthenticatedBarber, entryId: string, isoDate: string, hour: number): Promise<OfferMadeView> {
    const entry = await this.entries.byId(entryId);
    if (!entry) throw new WaitlistEntryNotFound();
    ensureMayActInAgendaOf(current, entry.barber_id);
    if (!entry.days.includes(isoDate)) throw new WaitlistDayNotWanted();
    const date = localDateOf(isoDate);
    const made = await this.dayLock.run(entry.barber_id, [date], async () => {
      const line = await this.entries.lineFor(entry.barber_id, date);
      const waiting = line.find((one) => one.id === entry.id);
      if (!waiting || waiting.hasPendingOffer) throw new WaitlistEntryBusy();
      const day = await this.days.dayOf(entry.barber_id, date, null, 'client');
      const problem = day.problemWith(hour, entry.double_time);
      if (problem) throw problem;
      const planned = { entryId: entry.id, serviceId: entry.job_id, hour, slotCount: entry.double_time ? 2 : 1, broadcast: false } as const;
      return this.offering.store(entry.barber_id, date, planned);
    });
    await this.offering.announce(made, entry.notify);
    const offer = await this.offers.byId(made.id);
    if (!offer) throw new WaitlistEntryNotFound();
    return { offer: toWaitlistOfferView(offer, this.clock.instant()), offerPath: offerPagePath(made.token) };
  }
}
