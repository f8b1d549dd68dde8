import { Migrator } from '@mikro-orm/migrations';
import { Knex, MikroORM } from '@mikro-orm/postgresql';
import type { Client, ClientBase } from 'pg';
import pgBossVersion from 'pg-boss/version.json';
import { QUEUE_SCHEMA } from '../../shared/persistence/queue-schema';
import { ormOptions } from '../mikro-orm.config';
import { migrationsList } from '../migrations';
import { BackupFileError, BackupHeader } from '../backup/backup-file';
import { checkBackupFile, CheckedBackupFile } from './check-backup-file';
import { textSettings } from '../backup/database-session';
import { loadRows } from './load-rows';
import { createQueueSchema } from './create-queue-schema';
import { RestorableTables } from './restorable-tables';

export interface RestoreOptions {
  /** Empty the database first (everything in it is lost); without it, a database with tables is refused. */
  replace: boolean;
  log: (line: string) => void;
}

export interface RestoreSummary {
  /** The schema version of the file. */
  migration: string;
  /** Migrations run after loading, when the file came from an older schema. */
  migrated: string[];
  rows: Record<string, number>;
}

/**
 * Loads a backup into the database, all of it in one transaction: emptying the database (with
 * replace), the app's migrations up to the schema the file was written with, its rows (only into
 * that schema's tables and columns), and the remaining migrations up to this version of the app.
 * Any failure leaves the database as it was. The file has been read in full and checked before.
 */
export async function restoreBackup(databaseUrl: string, file: string, { replace, log }: RestoreOptions): Promise<RestoreSummary> {
  const checked = await checkBackupFile(file);
  refuseNewerSchema(file, checked.header);
  const orm = await MikroORM.init({ ...ormOptions(databaseUrl), logger: () => undefined });
  try {
    const { emptied, migrated } = await orm.em.getConnection().transactional((trx) => restoreInside(orm, trx, file, checked, replace));
    if (emptied) log('Emptied the database (schemas public and pgboss dropped)');
    if (migrated.length) log(`Migrated the restored database from ${checked.header.migration} with ${migrated.join(', ')}`);
    return { migration: checked.header.migration, migrated, rows: checked.rows };
  } finally {
    await orm.close();
  }
}

function refuseNewerSchema(file: string, header: BackupHeader): void {
  if (!migrationsList.some((migration) => migration.name === header.migration)) {
    throw new BackupFileError(
      `${file} comes from a newer version of the app (its schema has migration ${header.migration}, which this version does not know): restore it with that version or a later one.`,
    );
  }
  if (header.queueSchemaVersion !== null && header.queueSchemaVersion > pgBossVersion.schema) {
    throw new BackupFileError(
      `${file} comes from a newer version of the app (job queue schema ${header.queueSchemaVersion}, this version has ${pgBossVersion.schema}).`,
    );
  }
}

async function restoreInside(orm: MikroORM, trx: Knex.Transaction, file: string, checked: CheckedBackupFile, replace: boolean) {
  // The transaction's own connection, which knex hands out for as long as the transaction lasts.
  const client = await (trx.client as { acquireConnection(): Promise<Client> }).acquireConnection();
  await client.query(textSettings('local'));
  const emptied = await makeRoom(client, replace);
  await migrate(orm, trx, checked.header.migration);
  await createQueueSchema(client);
  const restorable = await RestorableTables.of(client);
  // Every table and column of the file is checked before the first row is loaded.
  for (const table of checked.tables) restorable.check(table);
  restorable.checkWhole(checked.tables, checked.header.migration);
  await loadRows(client, file, checked, restorable);
  await checkMigrationHistory(client, checked.header.migration);
  const migrated = (await migrate(orm, trx)).map((migration) => migration.name);
  return { emptied, migrated };
}

/** Whether the database has any of the app's tables or the job queue's schema. */
export async function databaseIsEmpty(client: ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ state: string }>(
    `select case when exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p'))
         or exists (select 1 from pg_namespace where nspname = $1) then 'taken' else 'empty' end as state`,
    [QUEUE_SCHEMA],
  );
  return rows[0].state === 'empty';
}

/** With replace, drops everything (for good only when the transaction commits); without, refuses a database that is not empty. */
async function makeRoom(client: ClientBase, replace: boolean): Promise<boolean> {
  if (await databaseIsEmpty(client)) return false;
  if (!replace)
    throw new BackupFileError('The database is not empty: restore into an empty database, or pass --replace to replace everything in it.');
  await client.query(`drop schema if exists ${QUEUE_SCHEMA} cascade; drop schema public cascade; create schema public`);
  return true;
}

/**
 * The app's migrations up to `to` (all when absent), in the transaction. The migrator looks for its
 * table (and makes it) on a connection of its own unless its storage is told the transaction first:
 * that connection would wait on the transaction's locks for ever, or leave the table behind after a
 * failure. A new migrator each time: one used before makes a new storage, which would not be told.
 */
function migrate(orm: MikroORM, trx: Knex.Transaction, to?: string) {
  const migrator = new Migrator(orm.em);
  migrator.getStorage().setMasterMigration(trx);
  return migrator.up(to ? { to, transaction: trx } : { transaction: trx });
}

/** The migrations table decides which migrations run after the load: the file's must name exactly those of its schema. */
async function checkMigrationHistory(client: ClientBase, migration: string): Promise<void> {
  const { rows } = await client.query<{ name: string }>('select name from mikro_orm_migrations');
  const last = migrationsList.findIndex((known) => known.name === migration);
  const expected = migrationsList.slice(0, last + 1).map((known) => known.name);
  if (JSON.stringify(rows.map((row) => row.name).sort()) !== JSON.stringify(expected.sort()))
    throw new BackupFileError(`The backup's migrations table does not match its schema (${migration}): the file is damaged.`);
}
