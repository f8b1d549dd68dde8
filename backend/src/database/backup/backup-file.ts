import { once } from 'node:events';
import { createReadStream, createWriteStream, renameSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A backup is gzipped JSON lines: the header, then for each table a line naming it and its
 * columns followed by one line per row (each value as PostgreSQL's own text for it, or null),
 * and last a line with every table's row count, so a cut-off file is recognised.
 */
export const BACKUP_FORMAT = 'barbearia-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The last migration the database had: the schema's version. */
  migration: string;
  /** The job queue's (pg-boss's) schema version, or null when it had none yet. */
  queueSchemaVersion: number | null;
}

export interface TableStart {
  table: string;
  columns: string[];
}

export interface BackupEnd {
  end: true;
  rows: Record<string, number>;
}

export type BackupRow = (string | null)[];

/** Writes the lines to `<file>.partial`, renamed to `file` only once complete. */
export class BackupFileWriter {
  private readonly text = new PassThrough();
  private readonly done: Promise<void>;
  private readonly partial: string;

  constructor(private readonly file: string) {
    this.partial = `${file}.partial`;
    this.done = pipeline(this.text, createGzip(), createWriteStream(this.partial, { mode: 0o600 }));
  }

  async line(value: BackupHeader | TableStart | BackupRow | BackupEnd): Promise<void> {
    if (!this.text.write(`${JSON.stringify(value)}\n`)) await Promise.race([once(this.text, 'drain'), this.done]);
  }

  async finish(): Promise<void> {
    this.text.end();
    await this.done;
    renameSync(this.partial, this.file);
  }

  async abandon(): Promise<void> {
    this.text.destroy();
    await this.done.catch(() => undefined);
    rmSync(this.partial, { force: true });
  }
}

export class BackupFileError extends Error {}

/** The file's lines, parsed, in order. */
export async function* backupLines(file: string): AsyncGenerator<BackupHeader | TableStart | BackupRow | BackupEnd> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const line of lines) {
      number += 1;
      try {
        yield JSON.parse(line) as BackupHeader | TableStart | BackupRow | BackupEnd;
      } catch (error) {
        if (error instanceof SyntaxError) throw new BackupFileError(`${file} line ${number} is not JSON: the file is damaged.`);
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupFileError(`${file} does not exist.`);
    if (code?.startsWith('Z_')) throw new BackupFileError(`${file} is not a complete gzip file: the file is damaged or cut off.`);
    throw error;
  }
}

/** Reads the whole file once: its header, and its row counts as its last line gives them (checked against the rows in it). */
export async function checkBackupFile(file: string): Promise<{ header: BackupHeader; tables: TableStart[]; rows: Record<string, number> }> {
  let header: BackupHeader | undefined;
  const tables: TableStart[] = [];
  const counted: Record<string, number> = {};
  let end: BackupEnd | undefined;
  for await (const line of backupLines(file)) {
    if (!header) {
      header = line as BackupHeader;
      if (header.format !== BACKUP_FORMAT) throw new BackupFileError(`${file} is not a backup of this app.`);
      if (header.formatVersion > BACKUP_FORMAT_VERSION) {
        throw new BackupFileError(
          `${file} was written by a newer version of the app (backup format ${header.formatVersion}): restore it with that version.`,
        );
      }
    } else if (end) throw new BackupFileError(`${file} has lines after its end.`);
    else if (Array.isArray(line)) {
      const table = tables.at(-1);
      if (!table) throw new BackupFileError(`${file} has a row before any table.`);
      counted[table.table] += 1;
    } else if ('table' in line) {
      tables.push(line);
      counted[line.table] = 0;
    } else if ('end' in line) end = line;
  }
  if (!header) throw new BackupFileError(`${file} is empty.`);
  if (!end) throw new BackupFileError(`${file} has no end: the backup was cut off.`);
  for (const { table } of tables) {
    if (end.rows[table] !== counted[table])
      throw new BackupFileError(`${file} holds ${counted[table]} rows of ${table} where it should hold ${end.rows[table]}: the file is damaged.`);
  }
  return { header, tables, rows: end.rows };
}
