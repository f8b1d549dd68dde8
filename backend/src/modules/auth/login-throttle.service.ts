import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.provider';
import { AppConfig } from '../../config/app-config';
import { RepeatingTask } from '../../shared/concurrency/repeating-task';
import { TooManyRequests } from '../../shared/errors/domain-error';
import { AppMetrics } from '../../shared/metrics/app-metrics';
import { clientAddressKey } from '../../shared/net/address-key';
import { LoginThrottleLimits, RecentFailures, secondsToWait } from './domain/login-throttle.policy';
import { usernameKey } from '../barbers';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** A login attempt let through to the password check; counted as a failure until it succeeds. */
export interface LoginAttempt {
  id: string;
  usernameKey: string;
  addressKey: string;
}

/** The other failures in the window that decide this attempt (its own row excluded). */
const RECENT_FAILURES_SQL = `
  select count(*) filter (where address = ?)::int as from_address,
         count(*) filter (where address = ? and username_key = ?)::int as from_address_on_username,
         count(*) filter (where username_key = ?)::int as for_username,
         extract(epoch from now() - max(failed_at) filter (where username_key = ?))::float8 as since_username_failure,
         (select extract(epoch from f.failed_at + make_interval(secs => ?) - now())::float8
            from login_failure f
           where f.address = ? and f.id <> ? and f.failed_at > now() - make_interval(secs => ?)
           order by f.failed_at desc offset ? limit 1) as until_address_under_limit
    from login_failure
   where id <> ? and failed_at > now() - make_interval(secs => ?) and (address = ? or username_key = ?)`;

interface RecentFailuresRow {
  from_address: number;
  from_address_on_username: number;
  for_username: number;
  since_username_failure: number | null;
  until_address_under_limit: number | null;
}

/**
 * Slows down password guessing without letting anyone lock the owner out (rules in
 * domain/login-throttle.policy.ts). Every attempt is stored as a failure *before* its password is
 * checked, so parallel guesses see each other; an attempt answered 429 (or 503) is deleted again,
 * so refused attempts never count; a success deletes its own row and that address's earlier
 * failures on that username. Rows live in PostgreSQL, so the limits hold across app instances.
 */
@Injectable()
export class LoginThrottle implements OnModuleInit, OnApplicationShutdown {
  private readonly limits: LoginThrottleLimits;
  private readonly pruning = new RepeatingTask(() => this.pruneExpired(), PRUNE_EVERY_MS);

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly metrics: AppMetrics,
  ) {
    this.limits = config.loginThrottle;
  }

  /** Counts this attempt; 429 with Retry-After when this address, having failed on this username, must wait. */
  async begin(username: string, address: string): Promise<LoginAttempt> {
    const attempt = await this.record(usernameKey(username), clientAddressKey(address));
    const wait = secondsToWait(await this.recentFailures(attempt), this.limits);
    if (wait > 0) {
      this.metrics.rateLimitRefused('login');
      await this.forget(attempt);
      throw new TooManyRequests(`Muitas tentativas de login. Tente novamente em ${waitInWords(wait)}.`, wait);
    }
    return attempt;
  }

  /** The password was right: this attempt and this address's earlier failures on the username no longer count. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.em
      .getConnection()
      .execute(
        'delete from login_failure where id = ? or (username_key = ? and address = ?)',
        [attempt.id, attempt.usernameKey, attempt.addressKey],
        'run',
      );
  }

  /** The attempt was never judged (the server was busy, ...): it does not count. */
  async forget(attempt: LoginAttempt): Promise<void> {
    await this.em.getConnection().execute('delete from login_failure where id = ?', [attempt.id], 'run');
  }

  onModuleInit(): void {
    this.pruning.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.pruning.stop();
  }

  /** Failures older than the window never count again. */
  async pruneExpired(): Promise<number> {
    const result = await this.em
      .getConnection()
      .execute<{ affectedRows: number }>(
        'delete from login_failure where failed_at <= now() - make_interval(secs => ?)',
        [this.limits.windowSeconds],
        'run',
      );
    return result.affectedRows;
  }

  private async record(key: string, addressKey: string): Promise<LoginAttempt> {
    const row = await this.em
      .getConnection()
      .execute<{ id: string }>('insert into login_failure (username_key, address) values (?, ?) returning id', [key, addressKey], 'get');
    return { id: String(row.id), usernameKey: key, addressKey };
  }

  private async recentFailures(attempt: LoginAttempt): Promise<RecentFailures> {
    const { windowSeconds, maxFailuresPerAddress } = this.limits;
    const { id, usernameKey: key, addressKey } = attempt;
    const row = await this.em
      .getConnection()
      .execute<RecentFailuresRow>(
        RECENT_FAILURES_SQL,
        [
          addressKey,
          addressKey,
          key,
          key,
          key,
          windowSeconds,
          addressKey,
          id,
          windowSeconds,
          maxFailuresPerAddress - 1,
          id,
          windowSeconds,
          addressKey,
          key,
        ],
        'get',
      );
    return {
      fromAddress: row.from_address,
      fromAddressOnUsername: row.from_address_on_username,
      secondsUntilAddressUnderLimit: row.until_address_under_limit ?? 0,
      forUsername: row.for_username,
      secondsSinceUsernameFailure: row.since_username_failure,
    };
  }
}

/** "8 segundos", "1 minuto", "15 minutos". */
function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
