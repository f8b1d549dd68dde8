import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DateTime } from 'luxon';
import PgBoss from 'pg-boss';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { AppMetrics } from '../../shared/metrics/app-metrics';
import { PushSubscriptionKeys } from '../../shared/push/push-subscription';
import { plannedReminders, ReminderKind } from '../../shared/push/reminder-schedule';
import { BookingRepository } from '../booking';
import { BookingChange } from './domain/booking-change';
import { BookingSummary, startKey } from './domain/booking-summary';
import { queueJobIdFor } from './domain/queue-job-id';
import { barberNotice, clientNotice, PushMessage } from './domain/push-message';
import { carriesDepositConfirm, messageOf, PushJob, PushNotice } from './domain/push-job';
import { NotificationStore } from './notification-store';
import { PushFailures } from './push-failures';
import { PushQueue, QUEUES } from './push-queue';
import { PushSender } from './push-sender';

interface ReminderJob {
  /** The booking's id (a queued payload's field: see BookingChange). */
  appointmentId: string;
  kind: ReminderKind;
  /** The start the reminder was planned for: if the booking moved since, it is not sent. */
  startsAt: string;
}

/**
 * The queue's three kinds of work. Every job a worker adds has an id made from the job that added
 * it, so a retried or doubly-handled job never sends a message twice.
 */
@Injectable()
export class NotificationWorkers implements OnApplicationBootstrap {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly queue: PushQueue,
    private readonly store: NotificationStore,
    private readonly bookings: BookingRepository,
    private readonly sender: PushSender,
    private readonly failures: PushFailures,
    private readonly metrics: AppMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.start();
    this.queue.work<BookingChange>(QUEUES.bookingChanges, (job) => this.handleEvent(job));
    this.queue.work<ReminderJob>(QUEUES.reminders, (job) => this.handleReminder(job));
    this.queue.work<PushJob>(QUEUES.pushes, (job) => this.handlePush(job));
  }

  /** Tells the client and the barber what they should hear, and (re)plans the client's reminders. */
  private async handleEvent(job: PgBoss.Job<BookingChange>): Promise<void> {
    const event = job.data;
    const booking = await this.store.booking(event.appointmentId);
    if (!booking) return;
    const notice: PushNotice = { kind: 'change', change: event.change, by: event.by };
    if (booking.clientPush && clientNotice(event, booking)) await this.push(`${job.id}:client`, { appointmentId: booking.bookingId, notice });
    if (barberNotice(event, booking)) {
      for (const deviceId of await this.store.barberDeviceIds(booking.barberId)) {
        await this.push(`${job.id}:device:${deviceId}`, { appointmentId: booking.bookingId, notice, deviceId });
      }
    }
    if (event.change !== 'cancelled') await this.planReminders(booking);
  }

  /**
   * One job per reminder, keyed by booking, kind and start: planning the same start again adds
   * nothing, and a reminder planned for an older start finds the booking moved and stays silent.
   */
  private async planReminders(booking: BookingSummary): Promise<void> {
    if (!booking.live || !booking.clientPush) return;
    const now = DateTime.now().setZone(this.config.shopTimezone);
    const start = DateTime.fromISO(startKey(booking), { zone: this.config.shopTimezone });
    for (const planned of plannedReminders(start, now, this.config)) {
      const data: ReminderJob = { appointmentId: booking.bookingId, kind: planned.kind, startsAt: startKey(booking) };
      const id = queueJobIdFor(`reminder:${data.appointmentId}:${data.kind}:${data.startsAt}`);
      // A delay measured on the app's clock, so the shop's "now" decides, as for bookings.
      const startAfterSeconds = Math.max(1, Math.ceil(planned.at.diff(now, 'seconds').seconds));
      await this.queue.send(QUEUES.reminders, data, { id, startAfterSeconds });
    }
  }

  /** Sends the reminder only if the booking is still live, at the start it was planned for, and still subscribed. */
  private async handleReminder(job: PgBoss.Job<ReminderJob>): Promise<void> {
    const { appointmentId: bookingId, kind, startsAt } = job.data;
    const booking = await this.store.booking(bookingId);
    if (!booking?.live || !booking.clientPush || startKey(booking) !== startsAt) return;
    await this.push(`${job.id}:client`, { appointmentId: bookingId, notice: { kind: 'reminder', reminder: kind, startsAt } });
  }

  /**
   * Reads the booking and the subscription now, and sends what the job stands for. A booking gone
   * or erased, a subscription gone, or nothing left to say: the job ends without a push.
   */
  private async handlePush(job: PgBoss.Job<PushJob>): Promise<void> {
    const push = await this.deliverable(job.data);
    if (!push) return;
    let result: 'sent' | 'gone';
    try {
      result = await this.sender.send(push.subscription, push.message);
    } catch (error) {
      // The queue keeps the failure's text with the job: the push service's origin and status only.
      throw new Error(this.failures.record(push.subscription.endpoint, error));
    }
    if (result === 'sent') {
      this.metrics.pushSent();
      return;
    }
    this.logger.log('A push subscription is gone (404/410, or an endpoint no longer accepted): forgetting it.');
    if (job.data.deviceId) await this.store.forgetDevice(job.data.deviceId);
    else await this.bookings.forgetPushSubscription(job.data.appointmentId, push.subscription.endpoint);
  }

  private async deliverable(job: PushJob): Promise<{ subscription: PushSubscriptionKeys; message: PushMessage } | null> {
    // A job queued by an older version carried the subscription and the text themselves: it is not sent.
    if (!job.notice) return null;
    const booking = await this.store.booking(job.appointmentId);
    if (!booking || !messageOf(job, booking)) return null;
    const subscription = job.deviceId ? await this.store.device(job.deviceId) : booking.clientPush;
    if (!subscription) return null;
    // Minted here, never queued: the token exists only in the push, end-to-end encrypted to this device.
    const confirmToken = carriesDepositConfirm(job) ? await this.store.mintDepositConfirmToken(booking.bookingId, DateTime.now().toJSDate()) : null;
    const message = messageOf(job, booking, confirmToken);
    return message && { subscription, message };
  }

  private async push(key: string, data: PushJob): Promise<void> {
    const queued = await this.queue.send(QUEUES.pushes, data, { id: queueJobIdFor(key) });
    if (queued) this.metrics.pushQueued();
  }
}
