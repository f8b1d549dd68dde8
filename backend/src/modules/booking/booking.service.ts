import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { translatingConstraintViolations } from '../../shared/persistence/constraint-violation';
import { PushSubscriptionPolicy } from '../../shared/push/push-subscription-policy';
import { dateOf, ensureRealDate } from '../../shared/time/local-date';
import { ShopClock } from '../../shared/time/shop-clock';
import { BookingRepository } from './booking.repository';
import { BarberDays } from './barber-days';
import { BookingTarget, SlotChoice } from './booking-target';
import { NewBooking, OnlineBooking, ReplayedBooking } from './taken-booking';
import { BarberDayLock } from './barber-day-lock';
import { BookingEvents, ChangedBy } from './events/booking-events.service';
import { ContactBookingCap } from './contact-booking-cap';
import { DepositDesk } from './deposit/deposit-desk';
import { Booking } from './domain/booking/booking.entity';
import { ClientDetails } from './domain/booking/booking-details';
import { Booker } from './domain/day/booking-policy';
import { HourConflict, IdempotencyKeyReused } from './domain/booking/booking.errors';
import { hashIdempotencyKey, manageTokenForKey, requestFingerprint } from './domain/booking/idempotency-key';
import { issueManageToken, ManageToken } from '../../shared/auth/manage-token';

/** Work a caller adds to an online booking's transaction (a waitlist offer taken with it): a refusal undoes the booking. */
export type AlsoInTransaction = (booking: Booking) => Promise<void>;

/** What an online booking may carry besides the client's details. */
export interface OnlineOptions {
  /** The client's `Idempotency-Key` (a retry answers the booking it made). */
  idempotencyKey?: string | null;
  /** Hashes of manage tokens of earlier bookings the client's device kept: the credit they earned may pay the deposit. */
  creditProofHashes?: string[];
  /** A waitlist offer the client takes: its pending hold on this start is theirs, not in the way. */
  heldOfferId?: string | null;
  alsoInTransaction?: AlsoInTransaction | null;
}

/** The key of a keyed online booking, as stored, with the manage token it gives. */
interface KeyedAttempt {
  keyHash: string;
  fingerprint: string;
  manageToken: ManageToken;
}

/** What an online booking adds to the barber's: its key, the credit it proves, the waitlist offer it takes. */
interface OnlineAttempt {
  attempt: KeyedAttempt | null;
  creditProofHashes: string[];
  heldOfferId: string | null;
  alsoInTransaction: AlsoInTransaction | null;
}

/**
 * Every use case that takes or frees a slot goes through here: which times are free, booking
 * (online or by the barber), moving, and restoring from the trash. The booking policy decides
 * on a one-query day snapshot; the exclusion constraint is the last line, mapped to the same 409s.
 */
@Injectable()
export class BookingService {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingRepository,
    private readonly days: BarberDays,
    private readonly dayLock: BarberDayLock,
    private readonly contactCap: ContactBookingCap,
    private readonly clock: ShopClock,
    private readonly events: BookingEvents,
    private readonly pushPolicy: PushSubscriptionPolicy,
    private readonly deposits: DepositDesk,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A client books online and gets the booking's manage token, once: only its hash is stored.
   * Within the contact's cap of future bookings; a client can never mark their own booking as paid in advance.
   * With an `Idempotency-Key`, a retry of the same request (a lost answer, a second tap) answers the
   * booking it made, with the same manage token, instead of booking again; the key with another request is a 409.
   * The deposit the shop's terms ask is decided inside the transaction (DepositDesk), paid first by the credit the
   * client's device proves.
   */
  async bookOnline(
    target: BookingTarget,
    hour: number,
    client: ClientDetails,
    options: OnlineOptions = {},
  ): Promise<OnlineBooking | ReplayedBooking> {
    const { idempotencyKey = null, creditProofHashes = [], heldOfferId = null, alsoInTransaction = null } = options;
    const attempt = idempotencyKey === null ? null : this.keyedAttempt(idempotencyKey, target, hour, client);
    const manageToken = attempt?.manageToken ?? issueManageToken();
    const online = { attempt, creditProofHashes, heldOfferId, alsoInTransaction };
    const taken = await this.takeSlot(target, hour, { ...client, previousPayment: false }, manageToken.hash, 'client', online);
    if ('manageToken' in taken) return taken;
    await this.events.publish({ type: 'booked', booking: taken.booking, by: 'client' });
    return { ...taken, manageToken: manageToken.token };
  }

  private keyedAttempt(key: string, target: BookingTarget, hour: number, client: ClientDetails): KeyedAttempt {
    const { barberId, serviceId, day, month, year } = target;
    const { clientName, clientContact, pushEndpoint, pushP256dh, pushAuth } = client;
    // Under the request's own names (`userId`, `jobId`): the fingerprints stored with earlier bookings were made with them.
    const request = { userId: barberId, jobId: serviceId, day, month, year, hour, clientName, clientContact, pushEndpoint, pushP256dh, pushAuth };
    return {
      keyHash: hashIdempotencyKey(key),
      fingerprint: requestFingerprint(key, request),
      manageToken: manageTokenForKey(this.config.jwtSecret, key),
    };
  }

  /** The booking this key already made, when the request is the same one; another request with the key is refused. */
  private async replayOf(attempt: KeyedAttempt): Promise<ReplayedBooking | null> {
    const booked = await this.bookings.findOne({ idempotencyKeyHash: attempt.keyHash });
    if (!booked) return null;
    if (booked.idempotencyFingerprint !== attempt.fingerprint) throw new IdempotencyKeyReused();
    return { booking: booked, manageToken: attempt.manageToken.token };
  }

  /**
   * The barber books a walk-in or phone client, also in the slot running now; it may carry
   * `previousPayment`, needs no contact and is not capped per contact.
   */
  async book(target: BookingTarget, hour: number, client: ClientDetails): Promise<NewBooking> {
    const taken = (await this.takeSlot(target, hour, client, null, 'barber')) as NewBooking;
    await this.events.publish({ type: 'booked', booking: taken.booking, by: 'barber' });
    return taken;
  }

  /**
   * A push subscription must be on an allowed push service (400 otherwise), checked before anything
   * is locked; its endpoint is stored as the check re-wrote it. A client's online booking counts
   * against their contact's cap. The answer keeps the service and the barber the day was loaded
   * with, so the booking's view reads nothing again.
   */
  private takeSlot(
    target: BookingTarget,
    hour: number,
    client: ClientDetails,
    manageTokenHash: string | null,
    booker: Booker,
    online: OnlineAttempt | null = null,
  ): Promise<NewBooking | ReplayedBooking> {
    const push = this.pushPolicy.parse(client);
    const checked = { ...client, pushEndpoint: push?.endpoint ?? null, pushP256dh: push?.p256dh ?? null, pushAuth: push?.auth ?? null };
    return this.dayLock.run(target.barberId, [target], async () => {
      // Inside the day's lock: a concurrent retry of the same request waits here and then finds the booking.
      const replay = online?.attempt && (await this.replayOf(online.attempt));
      if (replay) return replay;
      const { service, day } = await this.days.withService(target, online?.heldOfferId ?? null, booker);
      const booking = day.book(service, hour, checked, manageTokenHash);
      booking.idempotencyKeyHash = online?.attempt?.keyHash ?? null;
      booking.idempotencyFingerprint = online?.attempt?.fingerprint ?? null;
      if (online) {
        await this.contactCap.ensureRoomFor(client.clientContact);
        await this.deposits.onBooked(booking, service, online.creditProofHashes);
        await online.alsoInTransaction?.(booking);
      }
      await this.saveHoldingSlot(booking);
      return { booking, service, barber: day.barber };
    });
  }

  /**
   * Saves a change of a booking: the barber's edit (with the client's details) or the
   * client's move from the manage page (without). Moving it (another day, time or service) is
   * checked like a new booking against the day without the booking itself; an unchanged time
   * is never re-checked, so a past booking's name, contact or advance payment can still be corrected. A move of an
   * online booking runs the deposit's decision (another service may ask another deposit) in the same transaction.
   */
  async reschedule(booking: Booking, to: SlotChoice, by: ChangedBy, client: ClientDetails | null = null): Promise<void> {
    const date = dateOf(to);
    const from = { date: booking.date, hour: booking.hour };
    const previousServiceId = booking.serviceId;
    const moves = booking.wouldMove(date, to.hour, to.serviceId);
    await this.dayLock.run(booking.barberId, [booking.date, date], async () => {
      if (moves) {
        ensureRealDate(date);
        const service = to.serviceId === booking.serviceId ? booking.bookedService : await this.days.serviceOf(booking.barberId, to.serviceId);
        const day = await this.days.dayOf(booking.barberId, date, booking.id, by);
        day.moveHere(booking, service, to.hour);
        await this.deposits.onChanged(booking, previousServiceId);
      }
      if (client) booking.updateClient(client);
      await this.saveHoldingSlot(booking);
    });
    if (moves) await this.events.publish({ type: 'moved', booking, by, from });
  }

  /**
   * The client cancels from the manage link: the slots are free at once, the barber still sees it as cancelled, and
   * the deposit settles (the credit it took given back, a paid one paid back or credited) in the same transaction.
   */
  async cancelByClient(booking: Booking): Promise<void> {
    await this.dayLock.run(booking.barberId, [booking.date], async () => {
      await this.deposits.onSettled(booking, booking.cancelByClient(this.clock.instant()));
      await this.em.flush();
    });
    await this.events.publish({ type: 'cancelled', booking, by: 'client' });
  }

  /**
   * Back from the trash, past ones too (history). 409 HOUR_CONFLICT when its time was taken meanwhile,
   * by a booking or a pending waitlist offer (the day snapshot counts both); the constraint stays the last line.
   * A cancelled one holds no slot and comes back as it is.
   */
  async restore(booking: Booking): Promise<void> {
    if (booking.isTrashed) {
      await this.dayLock.run(booking.barberId, [booking.date], async () => {
        if (!booking.isCancelled && (await this.days.restoreOverlaps(booking))) throw new HourConflict();
        booking.restore();
        await translatingConstraintViolations(() => this.em.flush(), { overlap: () => new HourConflict() });
      });
      await this.events.publish({ type: 'restored', booking, by: 'barber' });
    }
  }

  /**
   * Flushes a booking that holds slots; an overlap the database refuses becomes the policy's 409.
   * The flush runs in a savepoint, so the day can still be read afterwards to name the conflict.
   */
  private async saveHoldingSlot(booking: Booking): Promise<void> {
    await translatingConstraintViolations(() => this.em.transactional((em) => em.persistAndFlush(booking)), {
      overlap: () => this.conflictAfterRace(booking),
      // Only the idempotency key is unique: the same key on another barber's day (another lock) booked first.
      unique: () => new IdempotencyKeyReused(),
    });
  }

  /** Someone took the time between our check and our write: say which slot it was. */
  private async conflictAfterRace(booking: Booking): Promise<Error> {
    const day = await this.days.dayOf(booking.barberId, booking.date, booking.id, 'barber');
    return day.problemWith(booking.hour, booking.bookedService.takesTwoSlots) ?? new HourConflict();
  }
}
