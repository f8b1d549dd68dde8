import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger as PinoInstance } from 'pino';
import { AppConfig } from './config/app-config';
import { BackupsModule } from './database/backup/backups.module';
import { appOrmOptions } from './database/orm-options';
import { DatabaseLifecycle } from './database/database-lifecycle';
import { ShopSeeder } from './database/seeders/shop.seeder';
import { AgendaModule } from './modules/agenda';
import { AuthModule } from './modules/auth';
import { BarbersModule } from './modules/barbers';
import { BookingModule } from './modules/booking';
import { RevenueModule } from './modules/revenue';
import { ClientBookingModule } from './modules/client-booking';
import { ClientsModule } from './modules/clients';
import { CommissionModule } from './modules/commission';
import { HoursModule } from './modules/hours';
import { ServicesModule } from './modules/services';
import { MetricsModule } from './modules/metrics';
import { NotificationsModule } from './modules/notifications';
import { PaymentsModule } from './modules/payments';
import { UnavailabilityModule } from './modules/unavailability';
import { WaitlistModule } from './modules/waitlist';
import { CoreModule } from './shared/core.module';
import { AppMetricsModule } from './shared/metrics/app-metrics.module';
import { RateLimitModule } from './shared/rate-limit/rate-limit.module';
import { ShopController } from './shop/shop.controller';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string, logger: PinoInstance): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // Nest's Logger on the app's pino logger; inside a request, on Fastify's child with its reqId (bound by the
        // onRequest hook of shared/logging/request-contexts.ts, not by nestjs-pino's middleware: no routes for it).
        LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true, forRoutes: [] }),
        CoreModule.forRoot(config),
        AppMetricsModule,
        // Each request's EntityManager fork: the same onRequest hook, instead of this module's middleware.
        MikroOrmModule.forRoot({ ...appOrmOptions(databaseUrl), registerRequestContext: false }),
        RateLimitModule,
        AuthModule,
        BarbersModule,
        ServicesModule,
        HoursModule,
        UnavailabilityModule,
        BookingModule,
        ClientBookingModule,
        AgendaModule,
        ClientsModule,
        RevenueModule,
        PaymentsModule,
        WaitlistModule,
        CommissionModule,
        NotificationsModule,
        MetricsModule,
        BackupsModule,
      ],
      controllers: [ShopController],
      providers: [DatabaseLifecycle, ShopSeeder],
    };
  }
}
