import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '../shared/http/api-docs';
import { APP_CONFIG, AppConfig } from '../config/app-config.provider';
import { DailyBackup } from '../database/backup/daily-backup';
import { Public } from '../shared/auth/public.decorator';
import { CalendarDayBody } from '../shared/http/input/calendar-day.dto';
import { DatabaseUnavailable } from '../shared/http/errors/database-unavailable';
import { ErrorBody } from '../shared/http/errors/error-body';
import { LocalDate } from '../shared/time/local-date';
import { ShopClock } from '../shared/time/shop-clock';

export class ShopView {
  @ApiProperty()
  name: string;

  @ApiProperty({ type: 'string', nullable: true })
  instagramUrl: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  whatsappUrl: string | null;

  @ApiProperty({ example: 'America/Sao_Paulo' })
  timezone: string;

  @ApiProperty({ type: CalendarDayBody, description: 'Hoje no fuso da barbearia (mês 0-11)' })
  today: LocalDate;

  @ApiProperty({ type: 'integer', description: 'Quantos dias à frente o cliente pode agendar' })
  bookingWindowDays: number;

  @ApiProperty({ type: CalendarDayBody, description: 'O último dia que o cliente pode agendar' })
  lastBookableDate: LocalDate;

  /** Months after which a booking loses the client's name and phone; null: kept until the client asks. */
  @ApiProperty({ type: 'integer', nullable: true, description: 'Meses depois dos quais o agendamento perde nome e telefone; null: guardados' })
  clientDataRetentionMonths: number | null;

  @ApiProperty({ type: 'integer', description: 'Por quantos minutos um horário oferecido pela lista de espera fica reservado a quem o recebeu' })
  waitlistOfferMinutes: number;
}

export class BackupHealthView {
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Quando terminou o último backup diário bom; null: nenhum ainda' })
  lastSuccessAt: string | null;

  @ApiProperty({ description: 'O último backup diário falhou (e pode ser tentado de novo)' })
  failing: boolean;
}

export class HealthView {
  @ApiProperty({ type: 'string', enum: ['ok'] })
  status: 'ok';

  @ApiProperty({ type: BackupHealthView, description: 'O backup diário (BACKUP_AT): uma falha não muda o status 200' })
  backup: BackupHealthView;
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
    private readonly dailyBackup: DailyBackup,
  ) {}

  @Get('shop')
  @ApiOperation({ summary: 'Lê os dados públicos da barbearia: nome, redes sociais, fuso, o dia de hoje e a janela de agendamento' })
  @ApiOkResponse({ type: ShopView, description: 'Nome, redes sociais, fuso, o dia de hoje e a janela de agendamento' })
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
      waitlistOfferMinutes: this.config.waitlistOfferMinutes,
    };
  }

  /** 200 while the database answers, 503 when it does not; with how the daily backup is doing (a failed one is no reason to restart the app). */
  @Get('health')
  @ApiOperation({ summary: 'Verifica se o banco de dados responde (200 ou 503) e diz como vai o backup diário' })
  @ApiOkResponse({ type: HealthView, description: 'O banco de dados responde; e como vai o backup diário' })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'SERVICE_UNAVAILABLE: o banco de dados não responde' })
  async health(): Promise<HealthView> {
    try {
      await this.em.getConnection().execute('select 1');
      return { status: 'ok', backup: await this.dailyBackup.health() };
    } catch {
      throw new DatabaseUnavailable();
    }
  }
}
