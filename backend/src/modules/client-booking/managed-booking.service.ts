import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { InvalidInput } from '../../shared/errors/domain-error';
import { PushSubscriptionFields } from '../../shared/push/push-subscription';
import { PushSubscriptionPolicy } from '../../shared/push/push-subscription-policy';
import { plannedReminders, ReminderKind } from '../../shared/push/reminder-schedule';
import { SLOT_MINUTES } from '../../shared/time/hhmm';
import { LocalDate } from '../../shared/time/local-date';
import { ShopClock } from '../../shared/time/shop-clock';
import {
  Booking,
  BookingRepository,
  AppointmentView,
  BookingViews,
  BarberDayLock,
  BookingEvents,
  AvailabilityService,
  BookingService,
  SlotChoice,
} from '../booking';
import { AvailabilityView } from '../../shared/http/availability.view';
import { changeDeadline, clientMayChange, ensureClientMayChange, ensureClientMayMoveTo, isInsideChangeWindow } from './domain/client-change-window';
import { hashManageToken } from '../../shared/auth/manage-token';
import { DepositService } from '../payments';
import { ManagedBookingView, toManagedBookingView } from './dto/managed-booking.view';
import { ManagedBookingNotFound } from './dto/manage-token.param';
import { icsCalendar } from './ics-event';

/**
 * What the holder of a booking's manage token may do, without an account: see it, move it
 * (through the same booking rules as a new booking) and cancel it, until CANCEL_MIN_HOURS
 * before it starts. The token is looked up by its hash; an unknown, trashed or cancelled one is a 404, but for
 * reading a booking whose unpaid deposit's hold cancelled it.
 */
@Injectable()
export class ManagedBookingService {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingRepository,
    private readonly bookingService: BookingService,
    private readonly freeTimes: AvailabilityService,
    private readonly views: BookingViews,
    private readonly dayLock: BarberDayLock,
    private readonly events: BookingEvents,
    private readonly clock: ShopClock,
    private readonly pushPolicy: PushSubscriptionPolicy,
    private readonly deposits: DepositService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Also the booking its unpaid deposit's hold cancelled (status `expired`), which nothing can change any more. */
  async get(token: string): Promise<ManagedBookingView> {
    const booking = await this.bookings.findLiveOrExpiredUnpaidByManageTokenHash(hashManageToken(token));
    if (!booking) throw new ManagedBookingNotFound();
    return this.managedView(booking, await this.views.one(booking));
  }

  /**
   * Where the booking can move: the barber's free starts of a day for a service, its own slots
   * counting as free, but for those starting within CANCEL_MIN_HOURS (a move there is refused).
   */
  async availability(token: string, to: { serviceId: string } & LocalDate): Promise<AvailabilityView> {
    const booking = await this.find(token);
    const free = await this.freeTimes.ofDay({ ...to, barberId: booking.barberId }, booking.id);
    const now = this.clock.instant();
    const movable = free.slots.filter((slot) => !isInsideChangeWindow(this.clock.instantOf(to, slot.hour), now, this.config.cancelMinHours));
    return { ...free, slots: movable };
  }

  /**
   * Another day, time or service of the same barber; the same 409 codes as a new booking, and
   * `409 MOVE_INSIDE_CANCEL_WINDOW` for a time starting within CANCEL_MIN_HOURS, where the booking
   * could no longer be changed or cancelled online.
   */
  async move(token: string, to: SlotChoice): Promise<ManagedBookingView> {
    const booking = await this.find(token);
    this.ensureMayChange(booking);
    ensureClientMayMoveTo(this.clock.instantOf(to, to.hour), this.clock.instant(), this.config.cancelMinHours);
    await this.bookingService.reschedule(booking, to, 'client');
    return this.managedView(booking, await this.views.one(booking));
  }

  /** Frees the slots at once; the barber still sees it in the agenda, as cancelled by the client. */
  async cancel(token: string): Promise<ManagedBookingView> {
    const booking = await this.find(token);
    this.ensureMayChange(booking);
    await this.bookingService.cancelByClient(booking);
    return this.managedView(booking, await this.views.one(booking));
  }

  /** "Já paguei": the hold is extended once and the barber is asked to confirm (409 DEPOSIT_NOT_PENDING when not waiting). */
  async reportDepositPaid(token: string): Promise<ManagedBookingView> {
    const booking = await this.find(token);
    await this.deposits.reportPaid(booking);
    return this.managedView(booking, await this.views.one(booking));
  }

  /**
   * The client turns notifications on later: the subscription is checked like a new booking's and
   * replaces the one stored. Only turning them on (none before) queues the notice and plans the
   * reminders; re-subscribing queues nothing, so a manage link can't be used to send pushes.
   */
  async subscribeToPush(token: string, fields: PushSubscriptionFields): Promise<ManagedBookingView> {
    const subscription = this.pushPolicy.parse(fields);
    if (!subscription) throw new InvalidInput('Inscrição para notificações inválida. Envie pushEndpoint, pushP256dh e pushAuth juntos.');
    const booking = await this.find(token);
    const turnedOn = booking.subscribeToPush(subscription);
    await this.em.flush();
    if (turnedOn) await this.events.publish({ type: 'subscribed', booking, by: 'client' });
    return this.managedView(booking, await this.views.one(booking));
  }

  /**
   * The booking as an iCalendar file (one event, UTC times), with a reminder REMINDER_MINUTES before it and the manage
   * link (`appOrigin` is where the client reached the app) to change or cancel it from the calendar.
   */
  async calendar(token: string, appOrigin: string): Promise<string> {
    const booking = await this.find(token);
    const view = await this.views.one(booking);
    const manageUrl = `${appOrigin}/agenda/gerenciar/${token}`;
    return icsCalendar({
      uid: `${booking.id}@barbearia`,
      start: this.startOf(booking),
      end: this.endOf(booking),
      stamp: new Date(),
      summary: `${view.job.name} com ${view.user.displayName}`,
      location: this.config.shopName,
      description: `Agendamento de ${view.clientName} na ${this.config.shopName}. Para ver, alterar ou cancelar: ${manageUrl}`,
      url: manageUrl,
      alarmMinutesBefore: this.config.reminderMinutes,
    });
  }

  private async find(token: string): Promise<Booking> {
    const booking = await this.bookings.findLiveByManageTokenHash(hashManageToken(token));
    if (!booking) throw new ManagedBookingNotFound();
    return booking;
  }

  private ensureMayChange(booking: Booking): void {
    ensureClientMayChange(this.startOf(booking), this.clock.instant(), this.config.cancelMinHours);
  }

  private startOf(booking: Booking): Date {
    return this.clock.instantOf(booking.date, booking.hour);
  }

  private endOf(booking: Booking): Date {
    return new Date(this.startOf(booking).getTime() + booking.slotCount * SLOT_MINUTES * 60_000);
  }

  private async managedView(booking: Booking, view: AppointmentView): Promise<ManagedBookingView> {
    const startsAt = this.startOf(booking);
    return toManagedBookingView(booking, view, {
      startsAt,
      endsAt: this.endOf(booking),
      changeDeadline: changeDeadline(startsAt, this.config.cancelMinHours),
      canChange: booking.isLive && clientMayChange(startsAt, this.clock.instant(), this.config.cancelMinHours),
      reminders: this.remindersOf(booking),
      depositPayment: await this.deposits.paymentOf(booking),
    });
  }

  /** The reminders a subscribed device gets for this booking, as the notification queue plans them. */
  private remindersOf(booking: Booking): { kind: ReminderKind; at: string }[] {
    if (!booking.isLive) return [];
    const zone = this.config.shopTimezone;
    const start = DateTime.fromJSDate(this.startOf(booking), { zone });
    return plannedReminders(start, DateTime.now().setZone(zone), this.config).map(({ kind, at }) => ({ kind, at: at.toJSDate().toISOString() }));
  }
}
