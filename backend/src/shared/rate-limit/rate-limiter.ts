import { EntityManager } from '@mikro-orm/postgresql';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.provider';
import { AppConfig, RateLimitName } from '../../config/app-config';
import { RepeatingTask } from '../concurrency/repeating-task';
import { TooManyRequests } from '../errors/domain-error';
import { AppMetrics } from '../metrics/app-metrics';
import { loggableError } from '../http/errors/loggable-error';
import { clientAddressKey } from '../net/address-key';
import { LocalWindowCounts } from './local-window-counts';

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Counts one call against a limit in a single statement, so parallel calls can't slip past:
 * the row of (limit, address, current window) is created or incremented only while under the
 * limit, and the row lock makes concurrent increments wait for each other. Windows are fixed
 * (aligned to the epoch, by the database's clock, so every app instance agrees).
 * `hits` is null when the call was refused; `retry_after` is the seconds left in the window.
 */
const TAKE_SQL = `
  with current_window as (
    select to_timestamp(floor(extract(epoch from now()) / ?) * ?) as starts_at
  ), counted as (
    insert into rate_limit_counter as c (bucket, address, window_start, expires_at, hits)
    select ?, ?, w.starts_at, w.starts_at + make_interval(secs => ?), 1 from current_window w
    on conflict (bucket, address, window_start) do update set hits = c.hits + 1 where c.hits < ?
    returning c.hits
  )
  select (select hits from counted) as hits,
         ceil(extract(epoch from (select starts_at from current_window) + make_interval(secs => ?) - now()))::int as retry_after`;

/**
 * The limits counted in each instance's memory, and added to the shared count in PostgreSQL every
 * RECONCILE_EVERY_MS: reads that cost one indexed query, which a second round trip per call would
 * slow down by half. The writes' limits (bookings) and the look-ups of a contact stay counted exactly,
 * in PostgreSQL, on every call.
 */
const COUNTED_IN_MEMORY: ReadonlySet<RateLimitName> = new Set(['availability']);
const RECONCILE_EVERY_MS = 5 * 1000;
/** Clients tracked in memory at most (about 200 bytes each); beyond, a call is counted in PostgreSQL. */
const MAX_CLIENTS_IN_MEMORY = 50_000;

/**
 * Adds each instance's calls since the last reconciliation to the shared counters and answers the
 * totals, every instance's calls included, in one statement; a row of 0 calls (a client near its
 * limit) only reads its total again.
 */
const RECONCILE_SQL = `
  with sent as (
    select * from json_to_recordset(?::json) as t(bucket text, address text, window_start bigint, window_seconds int, hits int)
  ), added as (
    insert into rate_limit_counter as c (bucket, address, window_start, expires_at, hits)
    select s.bucket, s.address, to_timestamp(s.window_start), to_timestamp(s.window_start + s.window_seconds), s.hits
    from sent s where s.hits > 0
    on conflict (bucket, address, window_start) do update set hits = c.hits + excluded.hits
    returning c.bucket, c.address, c.window_start, c.hits
  )
  select bucket, address, extract(epoch from window_start)::bigint as window_start, hits from added
  union all
  select c.bucket, c.address, extract(epoch from c.window_start)::bigint, c.hits
  from sent s join rate_limit_counter c
    on c.bucket = s.bucket and c.address = s.address and c.window_start = to_timestamp(s.window_start)
  where s.hits = 0`;

/**
 * Limits on anonymous calls per client, shared by the app instances through PostgreSQL: an IPv4
 * address on its own, an IPv6 address with the rest of its /64 (clientAddressKey), as the login
 * throttle counts. Calls refused with 429 are not counted. RATE_LIMITS=off turns every limit off.
 * Most limits count each call in PostgreSQL, exactly; those of COUNTED_IN_MEMORY count in this
 * instance and learn the other instances' calls at each reconciliation, so across N instances a
 * client may get up to what N - 1 of them let through in RECONCILE_EVERY_MS beyond the limit.
 */
@Injectable()
export class RateLimiter implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimiter');
  private readonly pruning = new RepeatingTask(() => this.pruneExpired(), PRUNE_EVERY_MS);
  private readonly local = new LocalWindowCounts(MAX_CLIENTS_IN_MEMORY);
  private readonly reconciling = new RepeatingTask(() => this.reconcile(), RECONCILE_EVERY_MS);
  private reconcileFailed = false;
  private reconciliations = Promise.resolve();

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: AppMetrics,
  ) {}

  /** Counts this call from `address` (under its /64 for IPv6); 429 with the wait when that client is over the limit. */
  async take(name: RateLimitName, address: string): Promise<void> {
    if (!this.config.rateLimits.enabled) return;
    const { max, windowSeconds } = this.config.rateLimits.limits[name];
    const client = clientAddressKey(address);
    if (COUNTED_IN_MEMORY.has(name)) {
      const taken = this.local.take(name, client, max, windowSeconds, Date.now());
      if (taken.allowed === false) this.refuse(name, taken.retryAfterSeconds);
      if (taken.allowed !== 'unknown') return;
    }
    const row = await this.em
      .getConnection()
      .execute<{ hits: number | null; retry_after: number }>(
        TAKE_SQL,
        [windowSeconds, windowSeconds, name, client, windowSeconds, max, windowSeconds],
        'get',
      );
    if (row.hits === null) this.refuse(name, row.retry_after);
  }

  private refuse(name: RateLimitName, retryAfterSeconds: number): never {
    this.metrics.rateLimitRefused(name);
    throw new TooManyRequests('Muitas solicitações deste endereço. Aguarde e tente novamente.', Math.max(retryAfterSeconds, 1));
  }

  /**
   * Adds the calls counted in memory since the last time to the shared counters, and learns what the
   * other instances counted for the same clients. Runs every RECONCILE_EVERY_MS and as the app shuts down,
   * one run after the other (two at once would send the same calls twice).
   */
  reconcile(): Promise<void> {
    this.reconciliations = this.reconciliations.then(() => this.reconcileOnce());
    return this.reconciliations;
  }

  private async reconcileOnce(): Promise<void> {
    const pending = this.local.pending(Date.now());
    try {
      const totals = pending.length
        ? await this.em.getConnection().execute<{ bucket: string; address: string; window_start: string; hits: number }[]>(RECONCILE_SQL, [
            JSON.stringify(
              pending.map(({ bucket, address, windowStart, windowSeconds, hits }) => ({
                bucket,
                address,
                window_start: windowStart,
                window_seconds: windowSeconds,
                hits,
              })),
            ),
          ])
        : [];
      const shared = totals.map((row) => ({ bucket: row.bucket, address: row.address, windowStart: Number(row.window_start), hits: row.hits }));
      this.local.reconciled(pending, shared, Date.now());
      this.reconcileFailed = false;
    } catch (error) {
      // The calls stay counted here and are sent next time; say so once per outage.
      if (!this.reconcileFailed) this.logger.warn(`Could not add the in-memory rate-limit counts to PostgreSQL: ${loggableError(error)}`);
      this.reconcileFailed = true;
    }
  }

  /** Forgets the counts in memory, as emptying rate_limit_counter forgets the shared ones (the tests' reset). */
  forgetCountsInMemory(): void {
    this.local.clear();
  }

  onApplicationBootstrap(): void {
    if (!this.config.rateLimits.enabled) {
      this.logger.warn('RATE_LIMITS=off: bookings, look-ups and availability are not limited per address. Use it for load tests only.');
      return;
    }
    this.pruning.start();
    this.reconciling.start();
  }

  /** The calls counted since the last reconciliation go to PostgreSQL before the server closes (and the embedded PostgreSQL with it). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.reconciling.stop();
    if (this.config.rateLimits.enabled) await this.reconcile();
  }

  onApplicationShutdown(): Promise<void> {
    return this.pruning.stop();
  }

  /** Deletes the counters of windows that have ended; they never count again. */
  async pruneExpired(): Promise<number> {
    const result = await this.em
      .getConnection()
      .execute<{ affectedRows: number }>('delete from rate_limit_counter where expires_at <= now()', [], 'run');
    return result.affectedRows;
  }
}
