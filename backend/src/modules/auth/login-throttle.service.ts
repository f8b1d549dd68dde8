import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { TooManyRequests } from '../../shared/errors/domain-error';
import { LoginFailure } from './domain/login-failure.entity';

const WINDOW_MINUTES = 15;
/** Failed logins allowed within the window, per username (any address) and per address (any username). */
const MAX_FAILURES_PER_USERNAME = 5;
const MAX_FAILURES_PER_ADDRESS = 20;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Slows down password guessing. Counts live in the database, so the limit holds across app
 * instances. Every attempt is counted as a failure *before* the password is checked (and the
 * username's count cleared when it was right), so a burst of parallel guesses can't slip past.
 */
@Injectable()
export class LoginThrottle implements OnModuleInit, OnApplicationShutdown {
  private pruneTimer?: NodeJS.Timeout;

  constructor(private readonly em: EntityManager) {}

  /** Counts this attempt; 429 when the username or the address is over its limit. */
  async countAttempt(username: string, address: string): Promise<void> {
    await this.em.fork().persistAndFlush(new LoginFailure(usernameKey(username), address));
    const waits = await Promise.all([
      this.secondsUntilAllowed('username_key', usernameKey(username), MAX_FAILURES_PER_USERNAME),
      this.secondsUntilAllowed('address', address, MAX_FAILURES_PER_ADDRESS),
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) throw new TooManyRequests('Muitas tentativas de login. Aguarde alguns minutos e tente novamente.', wait);
  }

  /** The password was right: the username's earlier failures no longer count. */
  async clearFailures(username: string): Promise<void> {
    await this.em.nativeDelete(LoginFailure, { usernameKey: usernameKey(username) });
  }

  onModuleInit(): void {
    this.pruneTimer = setInterval(() => void this.pruneExpired(), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.pruneTimer);
  }

  /** Failures older than the window never count again. */
  async pruneExpired(): Promise<number> {
    return this.em.fork().nativeDelete(LoginFailure, { failedAt: { $lt: new Date(Date.now() - WINDOW_MINUTES * 60_000) } });
  }

  /**
   * 0 while at most `limit` attempts are in the window (this one included); otherwise the seconds
   * until the attempt that went over the limit leaves the window.
   */
  private async secondsUntilAllowed(column: 'username_key' | 'address', value: string, limit: number): Promise<number> {
    const [row] = await this.em.getConnection().execute<{ wait: number | null }[]>(
      `select ceil(extract(epoch from (failed_at + make_interval(mins => ?) - now())))::int as wait
         from login_failure
        where ${column} = ? and failed_at > now() - make_interval(mins => ?)
        order by failed_at desc offset ? limit 1`,
      [WINDOW_MINUTES, value, WINDOW_MINUTES, limit],
    );
    return Math.max(row?.wait ?? 0, 0);
  }
}

function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}
