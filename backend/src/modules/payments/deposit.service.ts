import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { AuthenticatedBarber, ensureMayActInAgendaOf, ensureMayReadBarber } from '../../shared/auth/authenticated-barber';
import { hashBearerSecret, looksLikeBearerSecret } from '../../shared/auth/bearer-secret';
import { NotFound } from '../../shared/errors/domain-error';
import { ShopClock } from '../../shared/time/shop-clock';
import { AppointmentView, Booking, BookingDeposits, BookingEvents, BookingNotFound, BookingRepository, BookingViews } from '../booking';
import { NO_CONTACT } from '../../../../common/rules/contact-key';
import { DepositConfirmTokens } from '../notifications';
import { DepositStore } from './deposit-store';
import { depositApplies, depositQuote } from './domain/deposit-policy';
import { PAYMENT_METHOD, PaymentMethod } from './domain/payment-method';
import { DepositConfirmTokenNotFound, DepositNotPending, DepositNotRefundDue } from './domain/payment-terms.errors';
import {
  DepositConfirmedFromPushView,
  DepositPaymentView,
  DepositQuoteView,
  toDepositConfirmedFromPushView,
  toDepositPaymentView,
  toDepositQuoteView,
} from './dto/deposit.views';

/**
 * The Pix deposit's use cases for the API: the quote before booking, what the client pays and reads, "Já paguei",
 * the barber's "Sinal recebido" (also from the push) and the refund done. Each change of state is one conditional
 * update through the booking module's door (`BookingDeposits`); what a booking asks is decided by DepositDecisions.
 */
@Injectable()
export class DepositService {
  constructor(
    private readonly store: DepositStore,
    private readonly transitions: BookingDeposits,
    private readonly confirmTokens: DepositConfirmTokens,
    @Inject(PAYMENT_METHOD) private readonly method: PaymentMethod,
    private readonly bookings: BookingRepository,
    private readonly views: BookingViews,
    private readonly events: BookingEvents,
    private readonly clock: ShopClock,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Before booking, to anyone: whether a booking of this service would ask for a deposit, and its terms, as for a
   * contact the shop has never seen. It never tells a contact's history or credit (the booking's answer does, to the
   * one who booked): a "first booking" rule answers `required`, a "past no-show" rule not, both with their `appliesTo`.
   */
  async quote(barberId: string, serviceId: string): Promise<DepositQuoteView> {
    const { facts: newContact, service } = await this.store.facts(NO_CONTACT, serviceId, null);
    if (!service || service.barberId !== barberId) throw new NotFound('Serviço não encontrado para este barbeiro.');
    // What a booking the rule applies to asks: a "past no-show" rule's amount is told too, as a condition.
    const asked = depositQuote(await this.store.terms(), service.priceCents, { ...newContact, noShowBefore: true });
    return toDepositQuoteView(asked, asked !== null && depositApplies(asked.appliesTo, newContact), this.config.cancelMinHours);
  }

  /** How the client pays this booking's deposit (the Pix code only while it waits); null without a deposit. */
  async paymentOf(booking: Booking): Promise<DepositPaymentView | null> {
    const { deposit } = booking;
    if (!deposit) return null;
    // Only a deposit still waiting has something to pay (a credit covering it all never waits).
    const charge = deposit.isPending
      ? await this.method.createCharge({ bookingId: booking.id, amountCents: deposit.toPayCents, expiresAt: deposit.holdUntil })
      : null;
    return toDepositPaymentView(booking, deposit, charge, this.config.cancelMinHours);
  }

  /**
   * "Já paguei": the first report extends the hold once and asks the barber to confirm; a repeated one
   * changes nothing. A deposit not waiting (or none) is 409 DEPOSIT_NOT_PENDING.
   */
  async reportPaid(booking: Booking): Promise<void> {
    if (!booking.deposit?.isPending) throw new DepositNotPending();
    const extendedTo = await this.transitions.reportPaid(booking.id, this.clock.instant());
    await this.em.refresh(booking);
    if (extendedTo) await this.events.publish({ type: 'deposit_reported', booking, by: 'client' });
    else if (!booking.deposit?.isPending) throw new DepositNotPending();
  }

  /** "Sinal recebido": the barber saw the Pix; the booking is paid in advance. Only a pending deposit (409 otherwise). */
  async confirm(current: AuthenticatedBarber, bookingId: string): Promise<AppointmentView> {
    const booking = await this.findOwn(current, bookingId);
    if (!(await this.transitions.confirm(booking.id, this.clock.instant()))) throw new DepositNotPending();
    await this.em.refresh(booking);
    return this.views.one(booking);
  }

  /**
   * The push's Confirmar: the capability (404 when unknown, used or past the hold) confirms its own booking's deposit
   * through the same conditional update as Sinal recebido (409 DEPOSIT_NOT_PENDING, the capability kept, when it no
   * longer waits). Used up only with the confirmation, in one transaction.
   */
  async confirmFromPush(token: string): Promise<DepositConfirmedFromPushView> {
    const now = this.clock.instant();
    return this.em.transactional(async () => {
      const bookingId = looksLikeBearerSecret(token) ? await this.confirmTokens.take(hashBearerSecret(token), now) : null;
      if (!bookingId) throw new DepositConfirmTokenNotFound();
      if (!(await this.transitions.confirm(bookingId, now))) throw new DepositNotPending();
      const booking = await this.bookings.findOneOrFail({ id: bookingId }, { refresh: true });
      return toDepositConfirmedFromPushView(booking, now);
    });
  }

  /**
   * "Sinais a confirmar": the live bookings whose deposit waits for its Pix, the hold that ends first first. `barberId`:
   * that barber's (the caller, or anyone for the owner; 403 otherwise); without it, the caller's own, and for the owner,
   * whose Pix key receives every barber's deposits, the whole team's.
   */
  async pending(current: AuthenticatedBarber, barberId: string | undefined): Promise<AppointmentView[]> {
    if (barberId) ensureMayReadBarber(current, barberId);
    const whose = barberId ?? (current.role === 'owner' ? null : current.id);
    return this.views.many(await this.bookings.findPendingDeposits(whose));
  }

  /** The shop paid a deposit back (refund_due → refunded; 409 otherwise). */
  async markRefunded(current: AuthenticatedBarber, bookingId: string): Promise<AppointmentView> {
    const booking = await this.findOwn(current, bookingId);
    if (!(await this.transitions.markRefunded(booking.id))) throw new DepositNotRefundDue();
    await this.em.refresh(booking);
    return this.views.one(booking);
  }

  /** Unknown or in the trash: 404; another barber's: 403, unless the owner asks. */
  private async findOwn(current: AuthenticatedBarber, bookingId: string): Promise<Booking> {
    const booking = await this.bookings.findOne({ id: bookingId, deletedAt: null });
    if (!booking) throw new BookingNotFound();
    ensureMayActInAgendaOf(current, booking.barberId);
    return booking;
  }
}
