import type { ClientBase } from 'pg';
import { BackupFileError, TableStart } from '../backup/backup-file';
import { backedUpTables, BackedUpTable } from '../backup/backed-up-tables';

/**
 * What a restore may write, read from the schema the file's migration built: the tables a backup of
 * that schema holds (backedUpTables: public's and the job queue's kept ones) and their stored
 * columns. A table or column the file names beyond these is refused, and so is a file without every
 * table and column of the app's own schema (public), which a backup of that schema always holds. The
 * job queue's may differ: pg-boss's schema here may be newer than the file's.
 */
export class RestorableTables {
  private constructor(private readonly tables: Map<string, BackedUpTable>) {}

  static async of(client: ClientBase): Promise<RestorableTables> {
    return new RestorableTables(new Map((await backedUpTables(client)).map((table) => [table.key, table])));
  }

  check(start: TableStart): BackedUpTable {
    const table = this.tables.get(start.table);
    if (!table) throw new BackupFileError(`The backup names a table this app does not have: ${start.table}.`);
    const unknown = start.columns.find((column) => !table.columns.includes(column));
    if (unknown !== undefined) throw new BackupFileError(`The backup names a column the table ${start.table} does not have: ${unknown}.`);
    const missing = table.key.startsWith('public.') && table.columns.find((column) => !start.columns.includes(column));
    if (missing) throw new BackupFileError(`The backup lacks the column ${missing} of ${start.table}: ${NOT_WHOLE}`);
    return table;
  }

  /** Refuses a file without a table of the app's schema (`starts`: the file's tables, each checked already). */
  checkWhole(starts: TableStart[], migration: string): void {
    const missing = [...this.tables.keys()].filter((key) => key.startsWith('public.') && !starts.some((start) => start.table === key));
    if (missing.length) throw new BackupFileError(`The backup lacks the tables ${missing.join(', ')} of its schema (${migration}): ${NOT_WHOLE}`);
  }
}

const NOT_WHOLE = 'a backup of this app holds every table and column, so this is not a whole backup (restoring it would lose them).';
