import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config.provider';
import { forgetModules, loadedModules } from '../shared/memory/forget-modules';
import { MIGRATION_NAMES } from './migrations/migration-names';
import type * as Migrate from './migrations/migrate';
import { ShopSeeder } from './seeders/shop.seeder';

/** MikroORM's table of the applied migrations (its default name). */
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/** Brings the schema up to date before the app serves, then seeds a first-time shop. */
@Injectable()
export class DatabaseLifecycle implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly orm: MikroORM,
    private readonly seeder: ShopSeeder,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The migrator and the migrations' code (migrate.ts: @mikro-orm/migrations, umzug and its command line's packages) are
   * loaded only when the migrations table lacks one of them: a database already up to date costs one query. They run
   * once, so the modules loaded for them are dropped from Node's module cache afterwards, for the garbage collector.
   */
  async onModuleInit(): Promise<void> {
    if (!(await this.hasPendingMigrations())) return;
    const loadedBefore = loadedModules();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { migrateUp } = require('./migrations/migrate') as typeof Migrate;
    const applied = await migrateUp(this.orm.config.get('clientUrl'));
    forgetModules((file) => !loadedBefore.has(file));
    if (applied.length) this.logger.log(`Applied ${applied.length} migration(s): ${applied.join(', ')}`);
  }

  private async hasPendingMigrations(): Promise<boolean> {
    const connection = this.orm.em.getConnection();
    const { present } = await connection.execute<{ present: boolean }>('select to_regclass(?) is not null as present', [MIGRATIONS_TABLE], 'get');
    if (!present) return true;
    const rows = await connection.execute<{ name: string }[]>(`select name from ${MIGRATIONS_TABLE}`);
    // As MikroORM's migration storage reads them: without a file extension.
    const applied = new Set(rows.map(({ name }) => name.replace(/\.[jt]s$/, '')));
    return MIGRATION_NAMES.some((name) => !applied.has(name));
  }

  async onApplicationBootstrap(): Promise<void> {
    await RequestContext.create(this.orm.em, () => this.seeder.seedFirstStart(this.config));
  }
}
