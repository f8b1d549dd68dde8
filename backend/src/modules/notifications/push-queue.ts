import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { QUEUE_SCHEMA } from '../../shared/persistence/queue-schema';

/** The queues of the notifications module. Their names are stored with every queued job (and in backups), so they keep the old word. */
export const QUEUES = {
  /** One job per booking change: decides who hears about it and schedules the reminders. */
  bookingChanges: 'appointment-events',
  /** One job per reminder, due at its time. */
  reminders: 'appointment-reminders',
  /** One job per message and device: the actual push. */
  pushes: 'push-messages',
  /** One job per booking waiting for its Pix deposit, due when the hold ends (modules/payments). */
  depositHolds: 'deposit-holds',
  /** One job per waitlist offer, due when its hold ends (modules/waitlist). */
  waitlistOffers: 'waitlist-offers',
  /** One job per waitlist offer made to an entry with notifications: the push that tells the client. */
  waitlistPushes: 'waitlist-pushes',
  /** One job per booking the barber sent to the Lixeira, due when its undo window has passed: its time offered then (modules/waitlist). */
  waitlistTrashedTimes: 'waitlist-trashed-times',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Failed jobs are tried again after 10 s, 20 s, 40 s, ... (pg-boss's backoff), 8 times at most. */
const RETRIES: Omit<PgBoss.Queue, 'name'> = { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 };

/** How often an idle queue is asked for due jobs (a job added by this instance wakes it at once). */
const POLL_INTERVAL_MS = 2_000;

/** The queue's connection pool; `Row` is the shape the caller's own `select` returns. */
export interface QueueDatabase {
  executeSql<Row extends object>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

type JobHandler<T> = (job: PgBoss.Job<T>) => Promise<void>;

/**
 * The job queue, kept in PostgreSQL by pg-boss (schema `pgboss`, created by pg-boss itself at
 * start): jobs survive restarts, and each is handed to one worker of one app instance at a time.
 * It has its own small connection pool, so background work never waits for, nor counts in, the
 * request path's pool.
 *
 * The polling loops are ours rather than pg-boss's `work()`: pg-boss keeps checking its workers
 * with timers after `stop()` has returned, while ours have all ended when shutdown returns.
 */
@Injectable()
export class PushQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('Notifications');
  private readonly boss: PgBoss;
  private readonly loops: Promise<void>[] = [];
  /** Ends the idle wait of a queue's loop, so it fetches now. */
  private readonly wakeUps = new Map<QueueName, () => void>();
  private stopping = false;
  /** Resolved once the queue started (or is stopping): a worker registered earlier waits for it. */
  private readonly ready: Promise<void>;
  private markReady!: () => void;

  constructor(orm: MikroORM) {
    this.boss = new PgBoss({
      connectionString: orm.config.get('clientUrl'),
      schema: QUEUE_SCHEMA,
      max: 3,
      application_name: 'barbearia-queue',
      // No cron jobs here: reminders are jobs with a start time.
      schedule: false,
    });
    this.boss.on('error', (error) => this.logger.warn(`Job queue: ${error.message}`));
    this.ready = new Promise((resolve) => (this.markReady = resolve));
  }

  /** Called once the migrations ran: creates pg-boss's schema and the queues when missing. */
  async start(): Promise<void> {
    await this.boss.start();
    for (const name of Object.values(QUEUES)) await this.boss.createQueue(name, { name, ...RETRIES });
    this.markReady();
  }

  /** Hands the queue's due jobs, one at a time, to `handler`; a handler that throws fails the job, which is retried. */
  work<T extends object>(name: QueueName, handler: JobHandler<T>): void {
    this.loops.push(this.poll(name, handler));
  }

  /**
   * Adds a job; `id` makes it unique (a job with that id already queued is not added again),
   * `startAfterSeconds` delays it. The local worker looks at once instead of at its next poll.
   * Answers whether it was added.
   */
  async send(name: QueueName, data: object, options: { id?: string; startAfterSeconds?: number } = {}): Promise<boolean> {
    const added = await this.boss.send(name, data, { id: options.id, startAfter: options.startAfterSeconds });
    if (!options.startAfterSeconds) this.wakeUps.get(name)?.();
    return added !== null;
  }

  /** The queue's own connection pool, for the workers' reads and writes. */
  get database(): QueueDatabase {
    return this.boss.getDb();
  }

  /** Lets the job in hand finish (a push gives up after 15 s), then closes the queue's connections. */
  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.markReady();
    for (const wakeUp of [...this.wakeUps.values()]) wakeUp();
    await Promise.all(this.loops);
    await this.boss.stop({ graceful: false });
  }

  private async poll<T extends object>(name: QueueName, handler: JobHandler<T>): Promise<void> {
    await this.ready;
    while (!this.stopping) {
      const job = await this.nextJob<T>(name);
      if (job) await this.run(name, job, handler);
      else await this.idle(name);
    }
  }

  private async nextJob<T extends object>(name: QueueName): Promise<PgBoss.Job<T> | undefined> {
    try {
      const [job] = await this.boss.fetch<T>(name);
      return job;
    } catch (error) {
      if (!this.stopping) this.logger.warn(`Job queue ${name}: ${(error as Error).message}`);
      return undefined;
    }
  }

  private async run<T extends object>(name: QueueName, job: PgBoss.Job<T>, handler: JobHandler<T>): Promise<void> {
    try {
      await handler(job);
      await this.boss.complete(name, job.id);
    } catch (error) {
      await this.boss.fail(name, job.id, { message: (error as Error).message }).catch(() => undefined);
    }
  }

  private idle(name: QueueName): Promise<void> {
    return new Promise((resolve) => {
      const wakeUp = (): void => {
        clearTimeout(timer);
        this.wakeUps.delete(name);
        resolve();
      };
      const timer = setTimeout(wakeUp, POLL_INTERVAL_MS);
      this.wakeUps.set(name, wakeUp);
    });
  }
}
