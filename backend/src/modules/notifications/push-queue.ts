import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import PgBoss from 'pg-boss';

/** The queues of the notifications module. */
export const QUEUES = {
  /** One job per booking change: decides who hears about it and schedules the reminders. */
  appointmentEvents: 'appointment-events',
  /** One job per reminder, due at its time. */
  reminders: 'appointment-reminders',
  /** One job per message and device: the actual push. */
  pushes: 'push-messages',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Failed jobs are tried again after 10 s, 20 s, 40 s, ... (pg-boss's backoff), 8 times at most. */
const RETRIES: Omit<PgBoss.Queue, 'name'> = { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 };

export interface QueueDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

/**
 * The job queue, kept in PostgreSQL by pg-boss (schema `pgboss`, created by pg-boss itself at
 * start): jobs survive restarts, and each is handed to one worker of one app instance at a time.
 * It has its own small connection pool, so background work never waits for, nor counts in, the
 * request path's pool.
 */
@Injectable()
export class PushQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('Notifications');
  private readonly boss: PgBoss;
  private readonly workers = new Map<QueueName, string>();

  constructor(orm: MikroORM) {
    this.boss = new PgBoss({ connectionString: orm.config.get('clientUrl'), schema: 'pgboss', max: 3, application_name: 'barbearia-queue' });
    this.boss.on('error', (error) => this.logger.warn(`Job queue: ${error.message}`));
  }

  /** Called once the migrations ran: creates pg-boss's schema and the queues when missing. */
  async start(): Promise<void> {
    await this.boss.start();
    for (const name of Object.values(QUEUES)) await this.boss.createQueue(name, { name, ...RETRIES });
  }

  async work<T extends object>(name: QueueName, handler: (job: PgBoss.Job<T>) => Promise<void>): Promise<void> {
    const id = await this.boss.work<T>(name, { pollingIntervalSeconds: 2 }, async ([job]) => handler(job));
    this.workers.set(name, id);
  }

  /**
   * Adds a job; `id` makes it unique (a job with that id already queued is not added again),
   * `startAfterSeconds` delays it. The local worker looks at once instead of at its next poll.
   */
  async send(name: QueueName, data: object, options: { id?: string; startAfterSeconds?: number } = {}): Promise<void> {
    await this.boss.send(name, data, { id: options.id, startAfter: options.startAfterSeconds });
    const worker = this.workers.get(name);
    if (worker && !options.startAfterSeconds) this.boss.notifyWorker(worker);
  }

  /** The queue's own connection pool, for the workers' reads and writes. */
  get database(): QueueDatabase {
    return this.boss.getDb() as QueueDatabase;
  }

  /** Lets running jobs finish (10 s at most), then closes the queue's connections. */
  async onApplicationShutdown(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
