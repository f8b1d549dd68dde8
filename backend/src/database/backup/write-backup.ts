import type { Client } from 'pg';
import { QUEUE_SCHEMA } from '../../shared/persistence/queue-schema';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupHeader, BackupRow } from './backup-file';
import { BackupFileWriter } from './backup-file-writer';
import { backedUpTables, BackedUpTable, quoteIdentifier } from './backed-up-tables';
import { textSession } from './database-session';

/** Rows read from the server at a time (a barber's photo is up to 2 MB: 100 of them stay within a few hundred MB). */
const FETCH_SIZE = 100;

export interface BackupSummary {
  file: string;
  migration: string;
  rows: Record<string, number>;
}

/**
 * Writes the whole database to `file` while the app keeps running: every table is read in one
 * REPEATABLE READ, READ ONLY transaction, so the file is the database as it was at one instant
 * (a booking being written meanwhile is in it entirely or not at all), and nobody waits for it.
 */
export async function writeBackup(databaseUrl: string, file: string): Promise<BackupSummary> {
  const writer = await BackupFileWriter.create(file);
  let client: Client | undefined;
  try {
    client = await textSession(databaseUrl, 'barbearia-backup');
    await client.query('begin isolation level repeatable read read only');
    const header = await headerOf(client);
    await writer.line(header);
    const rows: Record<string, number> = {};
    for (const table of await backedUpTables(client)) rows[table.key] = await copyTable(client, table, writer);
    await client.query('commit');
    await writer.line({ end: true, rows });
    await writer.finish();
    return { file, migration: header.migration, rows };
  } catch (error) {
    await writer.abandon();
    throw error;
  } finally {
    await client?.end();
  }
}

async function headerOf(client: Client): Promise<BackupHeader> {
  const migrations = await client
    .query<{ name: string }>('select name from mikro_orm_migrations order by id desc limit 1')
    .catch(() => ({ rows: [] }));
  const migration = migrations.rows[0]?.name;
  if (!migration) throw new Error('The database has no schema of the app (no migration has run): there is nothing to back up.');
  const { rows: queue } = await client.query<{ version: string }>(`select to_regclass($1) is not null as version`, [`${QUEUE_SCHEMA}.version`]);
  const queueSchemaVersion = queue[0]?.version === 't' ? await queueVersion(client) : null;
  return { format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, createdAt: new Date().toISOString(), migration, queueSchemaVersion };
}

async function queueVersion(client: Client): Promise<number | null> {
  const { rows } = await client.query<{ version: string }>(`select version from ${QUEUE_SCHEMA}.version limit 1`);
  return rows[0] ? Number(rows[0].version) : null;
}

async function copyTable(client: Client, table: BackedUpTable, writer: BackupFileWriter): Promise<number> {
  await writer.line({ table: table.key, columns: table.columns });
  const columns = table.columns.map(quoteIdentifier).join(', ');
  await client.query(
    `declare backup_rows no scroll cursor for select ${columns} from ${table.qualified}${table.where ? ` where ${table.where}` : ''}`,
  );
  let count = 0;
  for (;;) {
    const { rows } = await client.query<BackupRow>({ text: `fetch ${FETCH_SIZE} from backup_rows`, rowMode: 'array' });
    for (const row of rows) await writer.line(row);
    count += rows.length;
    if (rows.length < FETCH_SIZE) break;
  }
  await client.query('close backup_rows');
  return count;
}
