import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config.provider';
import { ShopSeeder } from './seeders/shop.seeder';

/** Brings the schema up to date before the app serves, then seeds a first-time shop. */
@Injectable()
export class DatabaseLifecycle implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly orm: MikroORM,
    private readonly seeder: ShopSeeder,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const applied = await this.orm.getMigrator().up();
    if (applied.length) this.logger.log(`Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`);
  }

  async onApplicationBootstrap(): Promise<void> {
    await RequestContext.create(this.orm.em, () => this.seeder.seedFirstStart(this.config));
  }
}
