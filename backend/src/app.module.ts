import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger as PinoInstance } from 'pino';
import { AppConfig } from './config/app-config';
import { BackupsModule } from './database/backup/backups.module';
import { ormOptions } from './config/mikro-orm.config';
import { DatabaseLifecycle } from './database/database-lifecycle';
import { ShopSeeder } from './database/seeders/shop.seeder';
import { AppointmentsModule } from './modules/appointments/appointments.module';
import { AuthModule } from './modules/auth/auth.module';
import { BudgetModule } from './modules/budget/budget.module';
import { HoursModule } from './modules/hours/hours.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { UnavailabilityModule } from './modules/unavailability/unavailability.module';
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
        MikroOrmModule.forRoot({ ...ormOptions(databaseUrl), registerRequestContext: false }),
        RateLimitModule,
        AuthModule,
        JobsModule,
        HoursModule,
        UnavailabilityModule,
        AppointmentsModule,
        BudgetModule,
        NotificationsModule,
        MetricsModule,
        BackupsModule,
      ],
      controllers: [ShopController],
      providers: [DatabaseLifecycle, ShopSeeder],
    };
  }
}
