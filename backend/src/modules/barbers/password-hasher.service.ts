import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.provider';
import { AppConfig } from '../../config/app-config';
import { QueueFull, WorkQueue } from '../../shared/concurrency/work-queue';
import { ServerBusy } from '../../shared/errors/domain-error';
import { hashPassword, verifyPassword } from './domain/password';

const RETRY_AFTER_SECONDS = 2;

/**
 * Every argon2 hash and verify of the app goes through one small queue: at most
 * PASSWORD_HASH_CONCURRENCY at once, PASSWORD_HASH_QUEUE more waiting, and beyond that a 503 at
 * once. argon2 runs on libuv's worker threads (4 by default), the same ones that read the files the
 * app serves; unbounded, a burst of logins took them all and stalled every page and /api/health.
 */
@Injectable()
export class PasswordHasher {
  private readonly queue: WorkQueue;
  /** Compared against when there is no account, so that case takes as long as a wrong password. Made on first need. */
  private dummyHash?: Promise<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.queue = new WorkQueue(config.passwordHashing.concurrency, config.passwordHashing.queueLimit);
  }

  hash(password: string): Promise<string> {
    return this.inQueue(() => hashPassword(password));
  }

  /** Whether `password` matches `hash`; with no hash (unknown account) false, after the same work. */
  async verify(hash: string | null, password: string): Promise<boolean> {
    const matches = await this.inQueue(async () => verifyPassword(hash ?? (await this.hashOfNoAccount()), password));
    return hash !== null && matches;
  }

  private hashOfNoAccount(): Promise<string> {
    return (this.dummyHash ??= hashPassword('no-account'));
  }

  private async inQueue<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await this.queue.run(task);
    } catch (error) {
      if (error instanceof QueueFull) throw new ServerBusy('Servidor ocupado no momento. Tente novamente em alguns segundos.', RETRY_AFTER_SECONDS);
      throw error;
    }
  }
}
