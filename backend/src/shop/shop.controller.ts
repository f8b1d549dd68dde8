import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '../config/app-config.provider';
import { Public } from '../shared/auth/public.decorator';
import { DatabaseUnavailable } from '../shared/http/database-unavailable';
import { LocalDate } from '../shared/time/local-date';
import { ShopClock } from '../shared/time/shop-clock';

export interface ShopView {
  name: string;
  instagramUrl: string | null;
  whatsappUrl: string | null;
  timezone: string;
  today: LocalDate;
  bookingWindowDays: number;
  lastBookableDate: LocalDate;
  /** Months after which a booking loses the client's name and phone; null: kept until the client asks. */
  clientDataRetentionMonths: number | null;
}

/** The shop's public settings and clock, and the health check. */
@ApiTags('Loja')
@Public()
@Controller()
export class ShopController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: ShopClock,
    private readonly em: EntityManager,
  ) {}

  @Get('shop')
  shop(): ShopView {
    const { date: today, lastBookableDate } = this.clock.now();
    return {
      name: this.config.shopName,
      instagramUrl: this.config.instagramUrl,
      whatsappUrl: this.config.whatsappUrl,
      timezone: this.config.shopTimezone,
      today,
      bookingWindowDays: this.config.bookingWindowDays,
      lastBookableDate,
      clientDataRetentionMonths: this.config.clientDataRetentionMonths,
    };
  }

  /** 200 while the database answers, 503 when it does not. */
  @Get('health')
  async health(): Promise<{ status: 'ok' }> {
    try {
      await this.em.getConnection().execute('select 1');
      return { status: 'ok' };
    } catch {
      throw new DatabaseUnavailable();
    }
  }
}
