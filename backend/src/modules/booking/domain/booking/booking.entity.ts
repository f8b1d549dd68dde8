import { randomUUID } from 'node:crypto';
import { Embedded, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { PushSubscriptionKeys } from '../../../../shared/push/push-subscription';
import { compareDates, LocalDate } from '../../../../shared/time/local-date';
import { BookingDeposit, DepositSettlement, DepositTerms, NOTHING_MOVED } from './booking-deposit';
import { Attendance, BookedService, ClientDetails } from './booking-details';
import { ServiceOfAnotherBarber } from './booking.errors';

/**
 * A client's booking of one barber's service at a day and time (HHMM, month 0-11).
 * The table derives starts_at/ends_at from these columns; its exclusion constraint keeps
 * live bookings of one barber from overlapping. It stops being live, and frees its slots,
 * when the barber deletes it (the trash) or the client cancels it (it stays in the agenda as cancelled).
 */
@Entity({ tableName: 'appointment' })
export class Booking {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Every flush of a change is conditional on it (optimistic lock): two changes of one booking never overwrite each other. */
  @Property({ type: 'integer', version: true })
  version!: number;

  @Property({ type: 'uuid' })
  barberId: string;

  /** Column `job_id`: the service's table is `job`, the API's word. */
  @Property({ type: 'uuid', fieldName: 'job_id' })
  serviceId: string;

  @Property({ type: 'text' })
  clientName: string;

  @Property({ type: 'text' })
  clientContact: string;

  @Property({ type: 'integer' })
  hour: number;

  @Property({ type: 'smallint' })
  day: number;

  @Property({ type: 'smallint' })
  month: number;

  @Property({ type: 'integer' })
  year: number;

  @Property({ type: 'smallint' })
  slotCount: number;

  @Property({ type: 'integer' })
  priceCents: number;

  @Property({ type: 'boolean' })
  previousPayment: boolean = false;

  @Property({ type: 'text', nullable: true })
  pushEndpoint: string | null = null;

  @Property({ type: 'text', nullable: true })
  pushP256dh: string | null = null;

  @Property({ type: 'text', nullable: true })
  pushAuth: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  /** SHA-256 of the token the client manages the booking with; null for the barber's own bookings. */
  @Property({ type: 'text', nullable: true, hidden: true })
  manageTokenHash: string | null = null;

  /** SHA-256 of the client's `Idempotency-Key` for this booking (domain/idempotency-key.ts); null without one. */
  @Property({ type: 'text', nullable: true, hidden: true })
  idempotencyKeyHash: string | null = null;

  /** The HMAC (keyed by the key) of the request that booked it: the same key with another request is refused. */
  @Property({ type: 'text', nullable: true, hidden: true })
  idempotencyFingerprint: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  attendance: Attendance | null = null;

  /** The client's name and phone were erased (on request or by the daily retention task): both are empty. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  personalDataErasedAt: Date | null = null;

  /** The Pix deposit the shop's terms asked for (columns `deposit_*`); null when none was. */
  @Embedded({ entity: () => BookingDeposit, prefix: 'deposit_', nullable: true })
  deposit: BookingDeposit | null = null;

  /** Books a start the booking policy has accepted; a client's own booking carries the hash of its manage token. */
  static book(service: BookedService, date: LocalDate, hour: number, client: ClientDetails, manageTokenHash: string | null = null): Booking {
    const booking = new Booking();
    booking.barberId = service.barberId;
    booking.takeService(service);
    booking.placeAt(date, hour);
    booking.clientName = client.clientName;
    booking.clientContact = client.clientContact;
    booking.previousPayment = client.previousPayment ?? false;
    booking.pushEndpoint = client.pushEndpoint ?? null;
    booking.pushP256dh = client.pushP256dh ?? null;
    booking.pushAuth = client.pushAuth ?? null;
    booking.manageTokenHash = manageTokenHash;
    return booking;
  }

  get date(): LocalDate {
    return { year: this.year, month: this.month, day: this.day };
  }

  get isTrashed(): boolean {
    return this.deletedAt !== null;
  }

  get isCancelled(): boolean {
    return this.cancelledAt !== null;
  }

  /** Holds its slots: neither in the trash nor cancelled by the client. */
  get isLive(): boolean {
    return !this.isTrashed && !this.isCancelled;
  }

  /**
   * Cancelled because its Pix deposit was not paid in time: the hold's job expired it (cancelled at or after the hold's
   * end). A client who cancels before paying also leaves the deposit `expired`, but cancelled before the hold ended.
   */
  get expiredUnpaid(): boolean {
    const { deposit, cancelledAt } = this;
    return !this.isTrashed && cancelledAt !== null && deposit?.status === 'expired' && cancelledAt >= deposit.holdUntil;
  }

  /** The service as this booking holds it: its price and length as they were when booked. */
  get bookedService(): BookedService {
    return { serviceId: this.serviceId, barberId: this.barberId, priceCents: this.priceCents, takesTwoSlots: this.slotCount === 2 };
  }

  /** True when taking this day, time and service means holding other slots than now (the slot must then be checked). */
  wouldMove(date: LocalDate, hour: number, serviceId: string): boolean {
    return compareDates(date, this.date) !== 0 || hour !== this.hour || serviceId !== this.serviceId;
  }

  /**
   * Moves to a day, time and service the booking policy has accepted. The price stays the one
   * frozen at booking unless the service changes: then it is the new service's current price.
   * A service never moves the booking to another barber.
   */
  moveTo(service: BookedService, date: LocalDate, hour: number): void {
    if (service.barberId !== this.barberId) throw new ServiceOfAnotherBarber();
    if (service.serviceId !== this.serviceId) this.takeService(service);
    this.placeAt(date, hour);
  }

  /** The service with its current price and length, frozen here from now on. */
  private takeService(service: BookedService): void {
    this.serviceId = service.serviceId;
    this.priceCents = service.priceCents;
    this.slotCount = service.takesTwoSlots ? 2 : 1;
  }

  private placeAt(date: LocalDate, hour: number): void {
    this.day = date.day;
    this.month = date.month;
    this.year = date.year;
    this.hour = hour;
  }

  /**
   * The client's device subscribes to this booking's notifications. A booking keeps one
   * subscription: a new one replaces it. True only when notifications were off until now, the one
   * time the client is told; re-subscribing, with the same endpoint or a new one, tells nothing.
   */
  subscribeToPush(subscription: PushSubscriptionKeys): boolean {
    const turnedOn = this.pushEndpoint === null;
    this.pushEndpoint = subscription.endpoint;
    this.pushP256dh = subscription.p256dh;
    this.pushAuth = subscription.auth;
    return turnedOn;
  }

  get hasPushSubscription(): boolean {
    return this.pushEndpoint !== null;
  }

  /** The stored subscription (its three columns are written together), or null. */
  pushSubscription(): PushSubscriptionKeys | null {
    const { pushEndpoint: endpoint, pushP256dh: p256dh, pushAuth: auth } = this;
    return endpoint && p256dh && auth ? { endpoint, p256dh, auth } : null;
  }

  /** The barber corrects the client's name, contact or advance payment; push data stays. */
  updateClient(client: ClientDetails): void {
    this.clientName = client.clientName;
    this.clientContact = client.clientContact;
    if (client.previousPayment !== undefined) this.previousPayment = client.previousPayment;
  }

  /** Moves to the trash: the slot is free again, the record is kept. Trashing twice keeps the first time. */
  trash(at: Date = new Date()): void {
    this.deletedAt ??= at;
  }

  /** Back from the trash: the database refuses it (23P01) when the time was taken meanwhile. A cancelled one stays cancelled. */
  restore(): void {
    this.deletedAt = null;
  }

  /** A client's online booking (it has a manage link): only these ever ask a deposit. */
  get isOnline(): boolean {
    return this.manageTokenHash !== null;
  }

  /** The deposit the shop's terms ask of this booking when it is made (or first asked by a change of service). */
  askDeposit(terms: DepositTerms, now: Date): void {
    this.deposit = BookingDeposit.ask(terms, now);
    if (this.deposit.status === 'confirmed') this.previousPayment = true;
  }

  /** A change of service asks another deposit (BookingDeposit.reprice); one that asks nothing and moved no money goes. */
  repriceDeposit(cents: number, now: Date): DepositSettlement {
    if (!this.deposit) return NOTHING_MOVED;
    const settlement = this.deposit.reprice(cents, now);
    if (this.deposit.isEmpty) this.deposit = null;
    return settlement;
  }

  /** The client cancels (or is erased): the slot is free at once, the barber sees it cancelled, the deposit settles. */
  cancelByClient(at: Date = new Date(), erasure = false): DepositSettlement {
    const settlement = this.isCancelled ? undefined : erasure ? this.deposit?.settleOnErasure() : this.deposit?.settleOnCancel();
    this.cancelledAt ??= at;
    return settlement ?? NOTHING_MOVED;
  }

  /** The barber records whether the client came; null clears the mark. Only for past, not cancelled, bookings (the caller checks the time). */
  markAttendance(attendance: Attendance | null): void {
    if (this.isCancelled) throw new Error('A cancelled booking has no attendance.');
    if (attendance === 'no_show') this.deposit?.settleOnNoShow();
    this.attendance = attendance;
  }
}
