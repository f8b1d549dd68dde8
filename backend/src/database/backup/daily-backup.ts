import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DateTime } from 'luxon';
import PgBoss from 'pg-boss';
import { QUEUE_SCHEMA } from '../../shared/persistence/queue-schema';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { queueJobIdFor } from '../../modules/notifications/domain/queue-job-id';
import { RepeatingTask } from '../../shared/concurrency/repeating-task';
import { AppMetrics } from '../../shared/metrics/app-metrics';
import { BACKUP_FILE_PATTERN, backupFileName } from './backup-file-name';
import { writeBackup } from './write-backup';

/** The queue of the daily backup: one job per shop day. */
export const BACKUP_QUEUE = 'daily-backup';

/** A failed backup is tried twice more, 5 minutes apart; one taking over an hour is given up and tried again. */
const BACKUP_JOB_OPTIONS = { retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 3600 };

/** How often an instance looks for a backup job that is due again (a retry). */
const RETRY_POLL_MS = 5 * 60 * 1000;

/** What /api/health tells about the daily backup. */
export interface BackupHealth {
  /** When the last good daily backup finished; null when there is none. */
  lastSuccessAt: string | null;
  /** The latest daily backup failed (and may still be retried). */
  failing: boolean;
}

/**
 * BACKUP_AT (shop time), every day: each instance puts the day's backup job in the job queue under
 * an id made from the date, so the queue holds one whatever the number of instances, and the one
 * that fetches it writes the file to BACKUP_DIR, then deletes backup files older than
 * BACKUP_KEEP_DAYS. A failure is logged, counted in the metrics, retried, and shows in /api/health.
 */
@Injectable()
export class DailyBackup implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Backup');
  private readonly retries = new RepeatingTask(() => this.workDue(), RETRY_POLL_MS);
  private boss: Promise<PgBoss> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly orm: MikroORM,
    private readonly metrics: AppMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.backupAt) return;
    this.armTimer();
    this.retries.start();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.retries.stop();
    await this.running;
    const boss = await this.boss?.catch(() => null);
    await boss?.stop({ graceful: false, wait: true });
  }

  /** The day's backup (BACKUP_AT has come): queued once per shop day, then made here unless another instance has it. */
  async runDue(): Promise<void> {
    const day = DateTime.now().setZone(this.config.shopTimezone).toISODate()!;
    try {
      const boss = await this.queue();
      await boss.send(BACKUP_QUEUE, { day }, { id: queueJobIdFor(`daily-backup:${day}`), ...BACKUP_JOB_OPTIONS });
    } catch (error) {
      this.failed(`the job queue refused the day's backup (${(error as Error).message})`);
      return;
    }
    await this.workDue();
  }

  /** Makes the backup of a due job in the queue, if there is one. */
  async workDue(): Promise<void> {
    this.running = this.takeDueJob().catch((error: unknown) => this.failed((error as Error).message));
    await this.running;
  }

  async health(): Promise<BackupHealth> {
    const connection = this.orm.em.getConnection();
    const history = `select state, completed_on, created_on from ${QUEUE_SCHEMA}.job where name = ? union all select state, completed_on, created_on from ${QUEUE_SCHEMA}.archive where name = ?`;
    try {
      const [latest] = await connection.execute<{ state: string }[]>(
        `select state from (${history}) h where state <> 'created' order by created_on desc limit 1`,
        [BACKUP_QUEUE, BACKUP_QUEUE],
      );
      const [good] = await connection.execute<{ at: Date | null }[]>(`select max(completed_on) as at from (${history}) h where state = 'completed'`, [
        BACKUP_QUEUE,
        BACKUP_QUEUE,
      ]);
      return { lastSuccessAt: good?.at ? new Date(good.at).toISOString() : null, failing: latest?.state === 'failed' || latest?.state === 'retry' };
    } catch (error) {
      // Before the queue's schema exists (its first start), there is no backup either.
      if ((error as { code?: string }).code === '42P01') return { lastSuccessAt: null, failing: false };
      throw error;
    }
  }

  private async takeDueJob(): Promise<void> {
    if (!(await this.hasDueJob())) return;
    const boss = await this.queue();
    const [job] = await boss.fetch<{ day: string }>(BACKUP_QUEUE);
    if (!job) return;
    try {
      mkdirSync(this.config.backupDir, { recursive: true, mode: 0o700 });
      const summary = await writeBackup(this.orm.config.get('clientUrl'), path.join(this.config.backupDir, backupFileName(new Date())));
      await boss.complete(BACKUP_QUEUE, job.id, { file: path.basename(summary.file) });
      const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
      this.logger.log(`Daily backup of ${job.data.day} written to ${summary.file} (${rows} rows)`);
      this.metrics.backupFinished(true);
      this.prune();
    } catch (error) {
      await boss.fail(BACKUP_QUEUE, job.id, { message: (error as Error).message }).catch(() => undefined);
      this.failed(`${(error as Error).message} (tried again in 5 minutes, ${BACKUP_JOB_OPTIONS.retryLimit} times at most)`);
    }
  }

  /** Without a due job, no pg-boss connections are opened: most days an instance only ever sends one job. */
  private async hasDueJob(): Promise<boolean> {
    try {
      const rows = await this.orm.em
        .getConnection()
        .execute(`select 1 from ${QUEUE_SCHEMA}.job where name = ? and state in ('created', 'retry') and start_after <= now() limit 1`, [
          BACKUP_QUEUE,
        ]);
      return rows.length > 0;
    } catch {
      return false;
    }
  }

  private failed(reason: string): void {
    this.logger.error(`Daily backup failed: ${reason}`);
    this.metrics.backupFinished(false);
  }

  /** Deletes this app's backup files in BACKUP_DIR older than BACKUP_KEEP_DAYS (by their modification time). */
  private prune(): void {
    const cutoff = Date.now() - this.config.backupKeepDays * 24 * 60 * 60 * 1000;
    for (const name of readdirSync(this.config.backupDir).filter((file) => BACKUP_FILE_PATTERN.test(file))) {
      const file = path.join(this.config.backupDir, name);
      if (statSync(file).mtimeMs < cutoff) {
        rmSync(file, { force: true });
        this.logger.log(`Deleted the backup ${name} (older than ${this.config.backupKeepDays} days)`);
      }
    }
  }

  /** The queue's own small pool, opened on first use. */
  private queue(): Promise<PgBoss> {
    this.boss ??= (async () => {
      const boss = new PgBoss({
        connectionString: this.orm.config.get('clientUrl'),
        schema: QUEUE_SCHEMA,
        max: 2,
        application_name: 'barbearia-backup',
        schedule: false,
        supervise: false,
      });
      boss.on('error', (error) => this.logger.warn(`Job queue: ${error.message}`));
      await boss.start();
      await boss.createQueue(BACKUP_QUEUE, { name: BACKUP_QUEUE, ...BACKUP_JOB_OPTIONS });
      return boss;
    })();
    this.boss.catch(() => (this.boss = null));
    return this.boss;
  }

  /** Fires at the next BACKUP_AT in shop time (a new timer each day, so a DST change moves nothing). */
  private armTimer(): void {
    const { hour, minute } = this.config.backupAt!;
    const now = DateTime.now().setZone(this.config.shopTimezone);
    let next = now.set({ hour, minute, second: 0, millisecond: 0 });
    if (next <= now) next = next.plus({ days: 1 });
    this.timer = setTimeout(() => {
      this.armTimer();
      void this.runDue();
    }, next.diff(now).as('milliseconds'));
    this.timer.unref();
  }
}
