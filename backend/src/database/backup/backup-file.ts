import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { boundedLines } from './bounded-lines';

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

export class BackupFileError extends Error {}

/**
 * The longest line a backup may have, unpacked: its longest row is a barber's photo (at most 2 MB, MAX_PHOTO_BYTES, written
 * as hex: about 4 MiB), so 16 MiB is room enough; a longer line is refused once that much of it is read, and memory stays
 * bounded whatever the file holds.
 */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

/** The file's lines, parsed but not checked (check-backup-file.ts does that), in order. */
export async function* backupLines(file: string): AsyncGenerator<unknown> {
  // pipeline, not pipe: a read error (no such file, a folder, no permission) reaches the loop below instead of crashing the process.
  const text = pipeline(createReadStream(file), createGunzip(), () => undefined);
  const lines = boundedLines(text, MAX_LINE_BYTES, (number) => lineTooLong(file, number));
  let number = 0;
  try {
    for await (const line of lines) {
      number += 1;
      yield parsed(file, line, number);
    }
  } catch (error) {
    throw readError(file, error);
  } finally {
    text.destroy();
  }
}

function parsed(file: string, line: string, number: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupFileError(`${file} line ${number} is not JSON: the file is damaged.`);
  }
}

function lineTooLong(file: string, number: number): BackupFileError {
  return new BackupFileError(
    `${file} line ${number} is longer than ${MAX_LINE_BYTES / 1024 / 1024} MiB, more than any backup of this app holds: the file is damaged or is not a backup.`,
  );
}

/** A read failure as a sentence for the operator. */
function readError(file: string, error: unknown): unknown {
  if (error instanceof BackupFileError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupFileError(`${file} does not exist.`);
  if (code === 'EISDIR') return new BackupFileError(`${file} is a folder, not a backup file.`);
  if (code === 'EACCES' || code === 'EPERM') return new BackupFileError(`${file} cannot be read: permission denied.`);
  if (code?.startsWith('Z_')) return new BackupFileError(`${file} is not a complete gzip file: it is not a backup, or it is damaged or cut off.`);
  return error;
}
