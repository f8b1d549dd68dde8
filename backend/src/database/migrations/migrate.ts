import { MigrationsOptions } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { migrationsList } from './index';

export const MIGRATION_OPTIONS: MigrationsOptions = { migrationsList, transactional: true, allOrNothing: true, snapshot: false };

/**
 * Applies the pending migrations with an ORM made without the migrator (orm-options.ts): registers it first. Loaded by
 * DatabaseLifecycle only when a migration is pending, with @mikro-orm/migrations and the migrations' code.
 */
export async function migrateUp(orm: MikroORM): Promise<string[]> {
  orm.config.set('migrations', { ...orm.config.get('migrations'), ...MIGRATION_OPTIONS });
  Migrator.register(orm);
  const applied = await orm.getMigrator().up();
  return applied.map((migration) => migration.name);
}
