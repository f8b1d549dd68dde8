import { MigrationsOptions } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { appOrmOptions } from '../orm-options';
import { migrationsList } from './index';

export const MIGRATION_OPTIONS: MigrationsOptions = { migrationsList, transactional: true, allOrNothing: true, snapshot: false };

/**
 * Applies the pending migrations with an ORM of their own, closed once they are applied: without entities (the
 * migrations are SQL, and an ORM's discovery would take the entities' classes over from the app's), with the migrator
 * the app's ORM leaves out (orm-options.ts) and one connection. Loaded by DatabaseLifecycle only when a migration is
 * pending, with @mikro-orm/migrations and the migrations' code.
 */
export async function migrateUp(databaseUrl: string): Promise<string[]> {
  const orm = await MikroORM.init({
    ...appOrmOptions(databaseUrl),
    entities: [],
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: 1 },
    extensions: [Migrator],
    migrations: MIGRATION_OPTIONS,
  });
  try {
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close();
  }
}
