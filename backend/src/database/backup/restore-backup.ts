import { MikroORM } from '@mikro-orm/postgresql';
import type { Client } from 'pg';
import PgBoss from 'pg-boss';
import pgBossVersion from 'pg-boss/version.json';
import { ormOptions } from '../../config/mikro-orm.config';
import { migrationsList } from '../migrations';
import { BackupFileError, BackupRow, backupLines, checkBackupFile, TableStart } from './backup-file';
import { QUEUE_SCHEMA, quoteIdentifier, storedColumns } from './backed-up-tables';
import { textSession } from './database-session';

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

/** Rows per INSERT: at most this many, this many values, and about this many characters (photos are up to 4 MB of hex each). */
const BATCH_ROWS = 500;
const BATCH_VALUES = 20_000;
const BATCH_CHARACTERS = 16 * 1024 * 1024;

/**
 * Loads a backup into the database: the app's migrations build the schema the file was written
 * with, its rows are loaded in one transaction (tables in the file's order, which puts each after
 * the tables it references), and the remaining migrations bring it up to this version of the app.
 * Nothing is written before the file has been read in full and found complete, and from this app's
 * past: a file from a newer schema is refused.
 */
export async function restoreBackup(databaseUrl: string, file: string, { replace, log }: RestoreOptions): Promise<RestoreSummary> {
  const { header, rows } = await checkBackupFile(file);
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
  const client = await textSession(databaseUrl, 'barbearia-restore');
  try {
    await makeRoom(client, replace, log);
    const orm = await MikroORM.init({ ...ormOptions(databaseUrl), logger: () => undefined });
    try {
      await orm.getMigrator().up({ to: header.migration });
      await createQueueSchema(databaseUrl);
      await loadRows(client, file);
      const migrated = (await orm.getMigrator().up()).map((migration) => migration.name);
      if (migrated.length) log(`Migrated the restored database from ${header.migration} with ${migrated.join(', ')}`);
      return { migration: header.migration, migrated, rows };
    } finally {
      await orm.close();
    }
  } finally {
    await client.end();
  }
}

/** Whether the database has any of the app's tables or the job queue's schema. */
export async function databaseIsEmpty(client: Client): Promise<boolean> {
  const { rows } = await client.query<{ taken: string }>(
    `select exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p'))
         or exists (select 1 from pg_namespace where nspname = $1) as taken`,
    [QUEUE_SCHEMA],
  );
  return rows[0].taken !== 't';
}

async function makeRoom(client: Client, replace: boolean, log: (line: string) => void): Promise<void> {
  if (await databaseIsEmpty(client)) return;
  if (!replace)
    throw new BackupFileError('The database is not empty: restore into an empty database, or pass --replace to replace everything in it.');
  await client.query(`drop schema if exists ${QUEUE_SCHEMA} cascade; drop schema public cascade; create schema public`);
  log('Emptied the database (schemas public and pgboss dropped)');
}

/** pg-boss's schema as this version of it makes it (its queues come from the file). */
async function createQueueSchema(databaseUrl: string): Promise<void> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: QUEUE_SCHEMA, max: 1, supervise: false, schedule: false, migrate: true });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

async function loadRows(client: Client, file: string): Promise<void> {
  await client.query('begin');
  try {
    await client.query('set constraints all deferred');
    let table: TableLoader | undefined;
    let first = true;
    for await (const line of backupLines(file)) {
      if (first) {
        first = false;
        continue;
      }
      if (Array.isArray(line)) await table!.add(line);
      else if ('table' in line) {
        await table?.flush();
        table = await TableLoader.for(client, line);
      }
    }
    await table?.flush();
    await resetSequences(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** Inserts one table's rows in batches, into the columns the file and the database both have. */
class TableLoader {
  private batch: BackupRow[] = [];
  private batchCharacters = 0;

  private constructor(
    private readonly client: Client,
    private readonly table: string,
    private readonly columns: string[],
    private readonly picks: number[],
  ) {}

  static async for(client: Client, start: TableStart): Promise<TableLoader> {
    const [schema, name] = start.table.split('.');
    const existing = await storedColumns(client, schema, name);
    if (!existing.length) throw new BackupFileError(`The backup's table ${start.table} does not exist in the restored schema.`);
    const picks = start.columns.map((column, index) => (existing.includes(column) ? index : -1)).filter((index) => index >= 0);
    const table = `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`;
    // The migrations just run may have written rows of their own (their bookkeeping among them): the file's replace them.
    if (schema === 'public') await client.query(`delete from ${table}`);
    return new TableLoader(
      client,
      table,
      picks.map((index) => start.columns[index]),
      picks,
    );
  }

  async add(row: BackupRow): Promise<void> {
    const values = this.picks.map((index) => row[index]);
    this.batch.push(values);
    this.batchCharacters += values.reduce((sum, value) => sum + (value?.length ?? 0), 0);
    const full =
      this.batch.length >= BATCH_ROWS || this.batch.length * this.columns.length >= BATCH_VALUES || this.batchCharacters >= BATCH_CHARACTERS;
    if (full) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.batch.length) return;
    const rows = this.batch;
    this.batch = [];
    this.batchCharacters = 0;
    if (this.table === `${quoteIdentifier(QUEUE_SCHEMA)}.${quoteIdentifier('queue')}`) return this.createQueues(rows);
    const width = this.columns.length;
    const tuples = rows.map((_, r) => `(${this.columns.map((__, c) => `$${r * width + c + 1}`).join(', ')})`);
    await this.client.query(
      `insert into ${this.table} (${this.columns.map(quoteIdentifier).join(', ')}) overriding system value values ${tuples.join(', ')}`,
      rows.flat(),
    );
  }

  /** A pg-boss queue is a row and a partition of the job table: its own function makes both, then the row gets the file's values. */
  private async createQueues(rows: BackupRow[]): Promise<void> {
    const nameAt = this.columns.indexOf('name');
    for (const row of rows) {
      await this.client.query(`select ${QUEUE_SCHEMA}.create_queue($1, '{}'::json)`, [row[nameAt]]);
      const assignments = this.columns.map((column, c) => `${quoteIdentifier(column)} = $${c + 1}`).join(', ');
      await this.client.query(`update ${this.table} set ${assignments} where name = $${this.columns.length + 1}`, [...row, row[nameAt]]);
    }
  }
}

/** Sequences (serial and identity columns) continue after the highest value loaded. */
async function resetSequences(client: Client): Promise<void> {
  const { rows } = await client.query<{ sequence: string; table: string; column: string }>(
    `select s.oid::regclass::text as sequence, c.oid::regclass::text as table, a.attname as column
       from pg_depend d join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_class c on c.oid = d.refobjid join pg_attribute a on a.attrelid = c.oid and a.attnum = d.refobjsubid
       join pg_namespace n on n.oid = c.relnamespace
      where d.deptype in ('a', 'i') and n.nspname = 'public'`,
  );
  for (const { sequence, table, column } of rows) {
    await client.query(`select setval($1::regclass, coalesce((select max(${quoteIdentifier(column)}) from ${table}), 0) + 1, false)`, [sequence]);
  }
}
