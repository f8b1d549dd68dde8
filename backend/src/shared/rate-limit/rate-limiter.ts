import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.provider';
import { AppConfig, RateLimitName } from '../../config/app-config';
import { RepeatingTask } from '../concurrency/repeating-task';
import { TooManyRequests } from '../errors/domain-error';
import { AppMetrics } from '../metrics/app-metrics';
import { clientAddressKey } from '../net/address-key';

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
 * Limits on anonymous calls per client, counted in PostgreSQL so they hold across app instances:
 * an IPv4 address on its own, an IPv6 address with the rest of its /64 (clientAddressKey), as the
 * login throttle counts. Calls refused with 429 are not counted. RATE_LIMITS=off turns every limit off.
 */
@Injectable()
export class RateLimiter implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimiter');
  private readonly pruning = new RepeatingTask(() => this.pruneExpired(), PRUNE_EVERY_MS);

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
    const row = await this.em
      .getConnection()
      .execute<{ hits: number | null; retry_after: number }>(
        TAKE_SQL,
        [windowSeconds, windowSeconds, name, client, windowSeconds, max, windowSeconds],
        'get',
      );
    if (row.hits === null) {
      this.metrics.rateLimitRefused(name);
      throw new TooManyRequests('Muitas solicitações deste endereço. Aguarde e tente novamente.', Math.max(row.retry_after, 1));
    }
  }

  onApplicationBootstrap(): void {
    if (!this.config.rateLimits.enabled) {
      this.logger.warn('RATE_LIMITS=off: bookings, look-ups and availability are not limited per address. Use it for load tests only.');
      return;
    }
    this.pruning.start();
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
