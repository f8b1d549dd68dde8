import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { ShopClock } from '../../shared/time/shop-clock';
import { BookingDeposits, BookingEvents } from '../booking';
import { PushQueue, queueJobIdFor, QUEUES } from '../notifications';

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
    private readonly transitions: BookingDeposits,
    private readonly events: BookingEvents,
    private readonly clock: ShopClock,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(async (event) => {
      const deposit = event.type === 'booked' || event.type === 'restored' || event.type === 'moved' ? event.booking.deposit : null;
      if (!deposit?.isPending) return;
      if (event.type === 'restored') await this.afterRestore(event.booking.id, deposit.holdUntil);
      // A move that raised the deposit asks the difference with a new hold: its end is in the job's id, so a move that
      // kept the hold plans nothing new (the queue refuses an id it has).
      else await this.plan(event.booking.id, deposit.holdUntil, 0);
    });
  }

  /**
   * Back from the Lixeira still pending: its job may have run while it was there (and found nothing to do), so
   * it is looked at again. A hold that ended meanwhile expires now, as the job would; one still running gets its
   * job again (an id of its own: the first one's may be taken).
   */
  private async afterRestore(bookingId: string, holdUntil: Date): Promise<void> {
    const now = this.clock.instant();
    if (holdUntil.getTime() > now.getTime()) await this.plan(bookingId, holdUntil, 0, `restored:${now.toISOString()}`);
    else await this.expire(bookingId, 0);
  }

  onApplicationBootstrap(): void {
    this.queue.work<DepositHoldJob>(QUEUES.depositHolds, (job) => this.handle(job));
  }

  private async plan(bookingId: string, holdUntil: Date, round: number, origin = ''): Promise<void> {
    const data: DepositHoldJob = { appointmentId: bookingId, holdUntil: holdUntil.toISOString(), round };
    const startAfterSeconds = Math.max(1, Math.ceil((holdUntil.getTime() - this.clock.instant().getTime()) / 1000));
    const id = queueJobIdFor(`deposit-hold:${bookingId}:${data.holdUntil}:${round}${origin && `:${origin}`}`);
    await this.queue.send(QUEUES.depositHolds, data, { id, startAfterSeconds });
  }

  private handle(job: PgBoss.Job<DepositHoldJob>): Promise<void> {
    return this.expire(job.data.appointmentId, job.data.round);
  }

  /** Expires the deposit if its hold has ended unpaid (and tells of it); an extended one plans its next look. */
  private async expire(bookingId: string, round: number): Promise<void> {
    const outcome = await this.transitions.expire(bookingId, this.clock.instant());
    if (!outcome.expired) {
      if (outcome.pendingUntil) await this.plan(bookingId, outcome.pendingUntil, round + 1);
      return;
    }
    this.logger.log(`Deposit of appointment ${bookingId} not paid in time: the booking was cancelled.`);
    await this.events.publish({ type: 'deposit_expired', booking: outcome.expired, by: 'barber' });
  }
}
