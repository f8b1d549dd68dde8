import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { RepeatingTask } from '../../shared/concurrency/repeating-task';
import { ShopClock } from '../../shared/time/shop-clock';
import { WaitlistOffering } from './offer/waitlist-offering';
import { WaitlistStore } from './waitlist-store';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/**
 * Every five minutes: drops the entries whose days have all passed, with their offers
 * (personal data kept no longer than it serves; also once at start), and offers the free times of every day someone waits for
 * with notifications. Booking changes offer at once; the sweep catches what frees a time without one: a
 * block removed, new working hours, a day off undone. Both are harmless when instances run them at once
 * (a delete; offering inside the day's lock).
 */
@Injectable()
export class WaitlistHousekeeping implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Waitlist');
  private readonly task = new RepeatingTask(() => this.runOnce(), FIVE_MINUTES_MS);

  constructor(
    private readonly orm: MikroORM,
    private readonly entries: WaitlistStore,
    private readonly offering: WaitlistOffering,
    private readonly clock: ShopClock,
  ) {}

  /** At start only the drop: the queue the sweep's offers need may not have started yet. */
  async onApplicationBootstrap(): Promise<void> {
    await this.dropEnded().catch((error: Error) => this.logger.warn(`Dropping past waitlist entries failed: ${error.message}`));
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  async runOnce(): Promise<void> {
    try {
      await this.dropEnded();
      await this.sweep();
    } catch (error) {
      this.logger.warn(`Waitlist housekeeping failed: ${(error as Error).message}`);
    }
  }

  /** Answers how many entries were dropped. */
  dropEnded(): Promise<number> {
    return RequestContext.create(this.orm.em, () => this.entries.removeEndedBefore(this.clock.now().date));
  }

  private async sweep(): Promise<void> {
    const days = await RequestContext.create(this.orm.em, () => this.entries.daysWithLines(this.clock.now().date));
    for (const { barberId, date } of days) await this.offering.offerFreedTimes(barberId, date);
  }
}
