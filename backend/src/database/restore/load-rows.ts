import type { ClientBase } from 'pg';
import { QUEUE_SCHEMA } from '../../shared/persistence/queue-schema';
import { BackupFileError, backupLines, BackupRow, TableStart } from '../backup/backup-file';
import { BackedUpTable, quoteIdentifier } from '../backup/backed-up-tables';
import { BackupFileCheck, CheckedBackupFile } from './check-backup-file';
import { RestorableTables } from './restorable-tables';

/** Rows per INSERT: at most this many, this many values, and about this many characters (photos are up to 4 MB of hex each). */
const BATCH_ROWS = 500;
const BATCH_VALUES = 20_000;
const BATCH_CHARACTERS = 16 * 1024 * 1024;

/**
 * Loads the file's rows, inside the caller's transaction, tables in the file's order (which puts each
 * after the tables it references). The file is read a second time, so it is checked again as it is
 * read, each table against what may be restored, and must be the one checked before.
 */
export async function loadRows(client: ClientBase, file: string, checked: CheckedBackupFile, restorable: RestorableTables): Promise<void> {
  await client.query('set constraints all deferred');
  const check = new BackupFileCheck(file);
  let table: TableLoader | undefined;
  for await (const value of backupLines(file)) {
    const line = check.line(value);
    if (line.kind === 'row') await table!.add(line.row);
    else if (line.kind === 'table') {
      await table?.flush();
      table = await TableLoader.for(client, restorable.check(line.start), line.start);
    }
  }
  if (JSON.stringify(check.finish()) !== JSON.stringify(checked)) throw new BackupFileError(`${file} changed while it was being restored.`);
  await table?.flush();
  // Every deferred check now, before the migrations that follow alter the tables.
  await client.query('set constraints all immediate');
  await resetSequences(client);
}

/** Inserts one table's rows in batches. */
class TableLoader {
  private batch: BackupRow[] = [];
  private batchCharacters = 0;

  private constructor(
    private readonly client: ClientBase,
    private readonly table: BackedUpTable,
    private readonly columns: string[],
  ) {}

  static async for(client: ClientBase, table: BackedUpTable, start: TableStart): Promise<TableLoader> {
    // The migrations just run may have written rows of their own (their bookkeeping among them): the file's replace them.
    if (table.key.startsWith('public.')) await client.query(`delete from ${table.qualified}`);
    return new TableLoader(client, table, start.columns);
  }

  async add(row: BackupRow): Promise<void> {
    this.batch.push(row);
    this.batchCharacters += row.reduce((sum, value) => sum + (value?.length ?? 0), 0);
    const full =
      this.batch.length >= BATCH_ROWS || this.batch.length * this.columns.length >= BATCH_VALUES || this.batchCharacters >= BATCH_CHARACTERS;
    if (full) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.batch.length) return;
    const rows = this.batch;
    this.batch = [];
    this.batchCharacters = 0;
    if (this.table.key === `${QUEUE_SCHEMA}.queue`) return this.createQueues(rows);
    const width = this.columns.length;
    const tuples = rows.map((_, r) => `(${this.columns.map((__, c) => `$${r * width + c + 1}`).join(', ')})`);
    await this.client.query(
      `insert into ${this.table.qualified} (${this.columns.map(quoteIdentifier).join(', ')}) overriding system value values ${tuples.join(', ')}`,
      rows.flat(),
    );
  }

  /** A pg-boss queue is a row and a partition of the job table: its own function makes both, then the row gets the file's values. */
  private async createQueues(rows: BackupRow[]): Promise<void> {
    const nameAt = this.columns.indexOf('name');
    for (const row of rows) {
      await this.client.query(`select ${QUEUE_SCHEMA}.create_queue($1, '{}'::json)`, [row[nameAt]]);
      const assignments = this.columns.map((column, c) => `${quoteIdentifier(column)} = $${c + 1}`).join(', ');
      await this.client.query(`update ${this.table.qualified} set ${assignments} where name = $${this.columns.length + 1}`, [...row, row[nameAt]]);
    }
  }
}

/** Sequences (serial and identity columns) continue after the highest value loaded. */
async function resetSequences(client: ClientBase): Promise<void> {
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
