import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupEnd,
  BackupFileError,
  BackupHeader,
  backupLines,
  BackupRow,
  TableStart,
} from '../backup/backup-file';
import { isBackedUpTableName, TABLES_OF_EVERY_BACKUP } from '../backup/backed-up-tables';

export interface CheckedBackupFile {
  header: BackupHeader;
  tables: TableStart[];
  /** Each table's row count, as the file's end gives it and its rows confirm. */
  rows: Record<string, number>;
}

export type CheckedLine =
  { kind: 'header'; header: BackupHeader } | { kind: 'table'; start: TableStart } | { kind: 'row'; row: BackupRow } | { kind: 'end' };

/** Reads the whole file once and checks all of it (BackupFileCheck) before anything is written. */
export async function checkBackupFile(file: string): Promise<CheckedBackupFile> {
  const check = new BackupFileCheck(file);
  for await (const line of backupLines(file)) check.line(line);
  return check.finish();
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Trusts nothing in a file, line by line: a header of this app's format; then tables that a backup
 * of the app holds (by name: public's and the job queue's kept ones; restorable-tables.ts checks them
 * against the schema itself), each once, with its columns once each; rows of text or null, as many
 * values as their table has columns; and last an end whose counts match the rows. At its end, the tables
 * every backup holds must all have been there.
 */
export class BackupFileCheck {
  private number = 0;
  private header?: BackupHeader;
  private readonly tables: TableStart[] = [];
  private readonly counted = new Map<string, number>();
  private end?: BackupEnd;

  constructor(private readonly file: string) {}

  line(value: unknown): CheckedLine {
    this.number += 1;
    if (!this.header) return { kind: 'header', header: (this.header = this.checkHeader(value)) };
    if (this.end) throw new BackupFileError(`${this.file} has lines after its end.`);
    if (Array.isArray(value)) return { kind: 'row', row: this.checkRow(value) };
    if (isRecord(value) && 'table' in value) return { kind: 'table', start: this.checkTable(value) };
    if (isRecord(value) && 'end' in value) {
      this.end = this.checkEnd(value);
      return { kind: 'end' };
    }
    throw this.damaged('is neither a table, a row nor the end');
  }

  finish(): CheckedBackupFile {
    if (!this.header) throw new BackupFileError(`${this.file} is empty.`);
    if (!this.end) throw new BackupFileError(`${this.file} has no end: the backup was cut off.`);
    const missing = TABLES_OF_EVERY_BACKUP.filter((table) => !this.counted.has(table));
    if (missing.length) {
      throw new BackupFileError(
        `${this.file} lacks the shop's tables ${missing.join(', ')}: a backup of this app holds every table, so this is not a whole backup (restoring it would leave the shop without them).`,
      );
    }
    return { header: this.header, tables: this.tables, rows: this.end.rows };
  }

  private checkHeader(value: unknown): BackupHeader {
    if (!isRecord(value) || value.format !== BACKUP_FORMAT || typeof value.formatVersion !== 'number')
      throw new BackupFileError(`${this.file} is not a backup of this app.`);
    if (value.formatVersion > BACKUP_FORMAT_VERSION) {
      throw new BackupFileError(
        `${this.file} was written by a newer version of the app (backup format ${value.formatVersion}): restore it with that version.`,
      );
    }
    const queueVersion = value.queueSchemaVersion;
    if (typeof value.migration !== 'string' || typeof value.createdAt !== 'string' || !(queueVersion === null || typeof queueVersion === 'number'))
      throw this.damaged('is not a complete header');
    return value as unknown as BackupHeader;
  }

  private checkTable(value: Record<string, unknown>): TableStart {
    const { table, columns } = value;
    if (typeof table !== 'string' || !Array.isArray(columns) || !columns.length || !columns.every((column) => typeof column === 'string'))
      throw this.damaged('is not a table with its columns');
    if (!isBackedUpTableName(table)) throw new BackupFileError(`The backup names a table this app does not have: ${table}.`);
    if (this.counted.has(table)) throw new BackupFileError(`The backup holds the table ${table} twice.`);
    const twice = columns.find((column, index) => columns.indexOf(column) !== index);
    if (twice !== undefined) throw new BackupFileError(`The backup names the column ${twice} of ${table} twice.`);
    const start = { table, columns };
    this.tables.push(start);
    this.counted.set(table, 0);
    return start;
  }

  private checkRow(row: unknown[]): BackupRow {
    const table = this.tables.at(-1);
    if (!table) throw new BackupFileError(`${this.file} has a row before any table.`);
    if (row.length !== table.columns.length) throw this.damaged(`has ${row.length} values where ${table.table} has ${table.columns.length} columns`);
    if (!row.every((value) => value === null || typeof value === 'string')) throw this.damaged('holds a value that is neither text nor null');
    this.counted.set(table.table, this.counted.get(table.table)! + 1);
    return row;
  }

  private checkEnd(value: Record<string, unknown>): BackupEnd {
    const rows = isRecord(value.rows) ? value.rows : {};
    for (const [table, count] of this.counted) {
      if (!Object.hasOwn(rows, table)) throw this.damaged(`does not count the rows of ${table}`);
      if (rows[table] !== count)
        throw new BackupFileError(`${this.file} holds ${count} rows of ${table} where it should hold ${String(rows[table])}: the file is damaged.`);
    }
    if (Object.keys(rows).length !== this.counted.size) throw this.damaged('counts tables the file does not hold');
    return { end: true, rows: rows as Record<string, number> };
  }

  private damaged(what: string): BackupFileError {
    return new BackupFileError(`${this.file} line ${this.number} ${what}: the file is damaged.`);
  }
}
