import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { ShopClock } from '../../shared/time/shop-clock';
import { Booking, BookingEvents } from '../booking';
import { PushQueue, queueJobIdFor, QUEUES } from '../notifications';
import { DepositStore } from './deposit-store';

/** A booking waiting for its deposit; ids only, like every job of the queue. */
interface DepositHoldJob {
  /** The booking's id, under the name every queued payload uses (an erasure drops the jobs by it). */
  appointmentId: string;
  /** The hold end this job was planned for (ISO instant). */
  holdUntil: string;
  /** 0 for the first job of a hold end; a job that found the hold extended plans the next one with round + 1. */
  round: number;
}

/**
 * One queued job per booking waiting for its Pix deposit, due when the hold ends (a delay measured on
 * the app's clock). When it runs, a still-pending deposit whose hold has ended is expired by one
 * conditional update, which also cancels the booking (its slot is free) and tells the client; one
 * confirmed meanwhile is left alone, one whose hold was extended ("Já paguei") plans its next look.
 */
@Injectable()
export class DepositHolds implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Deposits');

  constructor(
    private readonly queue: PushQueue,
    private readonly store: DepositStore,
    private readonly events: BookingEvents,
    private readonly clock: ShopClock,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(async (event) => {
      const deposit = event.type === 'booked' ? event.booking.deposit : null;
      if (deposit?.isPending) await this.plan(event.booking.id, deposit.holdUntil, 0);
    });
  }

  onApplicationBootstrap(): void {
    this.queue.work<DepositHoldJob>(QUEUES.depositHolds, (job) => this.handle(job));
  }

  private async plan(bookingId: string, holdUntil: Date, round: number): Promise<void> {
    const data: DepositHoldJob = { appointmentId: bookingId, holdUntil: holdUntil.toISOString(), round };
    const startAfterSeconds = Math.max(1, Math.ceil((holdUntil.getTime() - this.clock.instant().getTime()) / 1000));
    const id = queueJobIdFor(`deposit-hold:${bookingId}:${data.holdUntil}:${round}`);
    await this.queue.send(QUEUES.depositHolds, data, { id, startAfterSeconds });
  }

  private async handle(job: PgBoss.Job<DepositHoldJob>): Promise<void> {
    const { appointmentId: bookingId, round } = job.data;
    const outcome = await this.store.expire(bookingId, this.clock.instant());
    if (!outcome.expired) {
      if (outcome.pendingUntil) await this.plan(bookingId, outcome.pendingUntil, round + 1);
      return;
    }
    this.logger.log(`Deposit of appointment ${bookingId} not paid in time: the booking was cancelled.`);
    const booking = await this.em.fork().findOne(Booking, { id: bookingId });
    if (booking) await this.events.publish({ type: 'deposit_expired', booking, by: 'barber' });
  }
}
