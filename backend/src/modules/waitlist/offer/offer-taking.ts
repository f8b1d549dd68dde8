import { Injectable } from '@nestjs/common';
import { Conflict, NotFound } from '../../../shared/errors/domain-error';
import { ShopClock } from '../../../shared/time/shop-clock';
import { Booking, BookingService, BookingViews, CreatedBookingView } from '../../booking';
import { DepositPaymentView, DepositQuoteView, DepositService } from '../../payments';
import { localDateOf } from '../domain/waitlist-days';
import { WaitlistOfferExpired, WaitlistOfferNotFound, WaitlistOfferTaken, WaitlistOfferWithdrawn } from '../domain/waitlist.errors';
import { hashToken } from '../domain/waitlist-tokens';
import { WaitlistOfferAnswer, toWaitlistOfferAnswer } from '../dto/waitlist.views';
import { OfferRow, OfferStore } from './offer-store';
import { WaitlistOffering } from './waitlist-offering';

type OnlineAnswer = Awaited<ReturnType<BookingService['bookOnline']>>;

/** The answer of taking an offer: the booking's, as POST /api/appointment/create answers it. */
export type TakenOffer = CreatedBookingView & { depositPayment?: DepositPaymentView };

/**
 * The offer's page and its one tap. Taking books through `BookingService.bookOnline` like any online
 * booking (the day's rules, a double service's two slots, the contact's cap, the deposit, the
 * `Idempotency-Key`), with the offer's own hold not in its way; inside that transaction the offer goes
 * from pending to taken by a conditional update, so a taker and the expiry, or two takers, never both win.
 */
@Injectable()
export class OfferTaking {
  constructor(
    private readonly offers: OfferStore,
    private readonly bookings: BookingService,
    private readonly views: BookingViews,
    private readonly deposits: DepositService,
    private readonly offering: WaitlistOffering,
    private readonly clock: ShopClock,
  ) {}

  /** The offer, and while it can be taken, the deposit taking it asks (the shop's quote for its service). */
  async view(token: string): Promise<WaitlistOfferAnswer> {
    const offer = await this.offerOf(token);
    const now = this.clock.instant();
    const takeable = offer.status === 'pending' && new Date(offer.expires_at) > now;
    return toWaitlistOfferAnswer(offer, now, takeable ? await this.depositQuoteOf(offer) : null);
  }

  async take(token: string, idempotencyKey: string | null): Promise<TakenOffer> {
    const offer = await this.offerOf(token);
    // A retry with its key may find the offer taken by itself: the booking answers it again.
    if (!(offer.status === 'taken' && idempotencyKey)) this.ensureTakeable(offer);
    let freed: { barberId: string; date: string }[] = [];
    const takeOffer = async (booking: Booking): Promise<void> => {
      freed = await this.offers.take(offer.id, booking.id, this.clock.instant());
    };
    const answer = await this.book(offer, idempotencyKey, takeOffer);
    const view = await this.views.ofOnlineAnswer(answer);
    const depositPayment = await this.deposits.paymentOf(answer.booking);
    for (const { barberId, date } of freed) await this.offering.offerFreedTimes(barberId, date);
    return depositPayment ? { ...view, depositPayment } : view;
  }

  /** The booking, or the offer's own 409 when the time went to someone else meanwhile. */
  private async book(offer: OfferRow, idempotencyKey: string | null, takeOffer: (booking: Booking) => Promise<void>): Promise<OnlineAnswer> {
    const client = {
      clientName: offer.client_name,
      clientContact: offer.client_contact,
      pushEndpoint: offer.push_endpoint,
      pushP256dh: offer.push_p256dh,
      pushAuth: offer.push_auth,
    };
    const target = { barberId: offer.barber_id, serviceId: offer.job_id, ...localDateOf(offer.date) };
    try {
      return await this.bookings.bookOnline(target, offer.hour, client, { idempotencyKey, heldOfferId: offer.id, alsoInTransaction: takeOffer });
    } catch (error) {
      if (error instanceof Conflict) this.ensureTakeable((await this.offers.byId(offer.id)) ?? offer);
      throw error;
    }
  }

  /** A service no longer offered has no quote (404): taking the offer would be refused anyway, the page still shows it. */
  private async depositQuoteOf(offer: OfferRow): Promise<DepositQuoteView | null> {
    try {
      return await this.deposits.quote(offer.barber_id, offer.job_id);
    } catch (error) {
      if (error instanceof NotFound) return null;
      throw error;
    }
  }

  private async offerOf(token: string): Promise<OfferRow> {
    const offer = await this.offers.byTokenHash(hashToken(token));
    if (!offer) throw new WaitlistOfferNotFound();
    return offer;
  }

  private ensureTakeable(offer: OfferRow): void {
    if (offer.status === 'taken') throw new WaitlistOfferTaken();
    if (offer.status === 'withdrawn') throw new WaitlistOfferWithdrawn();
    if (offer.status === 'expired' || new Date(offer.expires_at) <= this.clock.instant()) throw new WaitlistOfferExpired();
  }
}
