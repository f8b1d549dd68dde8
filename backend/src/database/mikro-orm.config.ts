import { Migrator } from '@mikro-orm/migrations';
import { Options } from '@mikro-orm/postgresql';
import { MIGRATION_OPTIONS } from './migrations/migrate';
import { appOrmOptions } from './orm-options';

/** The app's options with the migrator (tests, the restore, MikroORM's command line); the app loads it only to migrate. */
export function ormOptions(databaseUrl: string): Options {
  return { ...appOrmOptions(databaseUrl), extensions: [Migrator], migrations: MIGRATION_OPTIONS };
}
