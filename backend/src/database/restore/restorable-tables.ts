import type { ClientBase } from 'pg';
import { BackupFileError, TableStart } from '../backup/backup-file';
import { backedUpTables, BackedUpTable } from '../backup/backed-up-tables';

/**
 * What a restore may write, read from the schema the file's migration built: the tables a backup of
 * that schema holds (backedUpTables: public's and the job queue's kept ones) and their stored
 * columns. A table or column the file names beyond these is refused.
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
    return table;
  }
}
