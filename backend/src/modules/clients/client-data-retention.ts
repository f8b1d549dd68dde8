import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { RepeatingTask } from '../../shared/concurrency/repeating-task';
import { ClientDataErasures, ContactErasure } from '../booking';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * CLIENT_DATA_RETENTION_MONTHS: once at start and then daily, bookings that started longer ago
 * than that lose the client's name and phone (date, service and price stay for revenue). The
 * update only touches rows not yet erased, so instances running it at once do no harm.
 */
@Injectable()
export class ClientDataRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ClientDataRetention');
  private readonly daily = new RepeatingTask(() => this.runOnce(), ONE_DAY_MS);

  constructor(
    private readonly erasure: ContactErasure,
    private readonly orm: MikroORM,
    private readonly erasures: ClientDataErasures,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The first run is awaited: the app serves nothing older than the period. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.clientDataRetentionMonths === null) return;
    await this.runOnce();
    this.daily.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.daily.stop();
  }

  /** Erases what is older than the retention period; answers the ids of the bookings erased. */
  async eraseExpired(): Promise<string[]> {
    const months = this.config.clientDataRetentionMonths;
    if (months === null) return [];
    const cutoff = DateTime.now().setZone(this.config.shopTimezone).minus({ months }).toFormat('yyyy-MM-dd HH:mm');
    return this.erasure.eraseStartedBefore(cutoff);
  }

  private async runOnce(): Promise<void> {
    try {
      // Its own context: this runs outside any request.
      const erased = await this.orm.em.fork().transactional(() => this.eraseExpired());
      await this.erasures.publish({ bookingIds: erased });
      if (erased.length > 0)
        this.logger.log(
          `Erased the client's name and phone of ${erased.length} booking(s) older than ${this.config.clientDataRetentionMonths} months.`,
        );
    } catch (error) {
      this.logger.warn(`Client data retention failed: ${(error as Error).message}`);
    }
  }
}
