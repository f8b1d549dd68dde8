import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { TooManyRequests } from '../../shared/errors/domain-error';
import { LoginFailure } from './domain/login-failure.entity';

const WINDOW_MINUTES = 15;
/** Failed logins allowed within the window, per username (any address) and per address (any username). */
const MAX_FAILURES_PER_USERNAME = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

/** Slows down password guessing. Counts live in the database, so the limit holds across app instances. */
@Injectable()
export class LoginThrottle {
  constructor(private readonly em: EntityManager) {}

  async ensureAllowed(username: string, address: string): Promise<void> {
    const waits = await Promise.all([
      this.secondsUntilAllowed('username_key', usernameKey(username), MAX_FAILURES_PER_USERNAME),
      this.secondsUntilAllowed('address', address, MAX_FAILURES_PER_ADDRESS),
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) throw new TooManyRequests('Muitas tentativas de login. Aguarde alguns minutos e tente novamente.', wait);
  }

  async recordFailure(username: string, address: string): Promise<void> {
    await this.em.fork().persistAndFlush(new LoginFailure(usernameKey(username), address));
  }

  async clearFailures(username: string): Promise<void> {
    await this.em.nativeDelete(LoginFailure, { usernameKey: usernameKey(username) });
  }

  /** 0 when fewer than `limit` failures are in the window; else the seconds until the oldest that counts expires. */
  private async secondsUntilAllowed(column: 'username_key' | 'address', value: string, limit: number): Promise<number> {
    const [row] = await this.em.getConnection().execute<{ wait: number | null }[]>(
      `select ceil(extract(epoch from (failed_at + make_interval(mins => ?) - now())))::int as wait
         from login_failure
        where ${column} = ? and failed_at > now() - make_interval(mins => ?)
        order by failed_at desc offset ? limit 1`,
      [WINDOW_MINUTES, value, WINDOW_MINUTES, limit - 1],
    );
    return Math.max(row?.wait ?? 0, 0);
  }
}

function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}
