import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config/app-config';
import { appDatabase } from './database/backup/app-database';
import { exitOnFailure } from './database/backup/command-failure';
import { backupFileName } from './database/backup/backup-file-name';
import { writeBackup } from './database/backup/write-backup';

const USAGE = 'Usage: npm run backup [-- <file or folder>]  (default: a new file in BACKUP_DIR, normally DATA_DIR/backups)';

/** `npm run backup`: one file of the whole database, taken while the app runs. */
async function main(args: string[]): Promise<void> {
  if (args.some((arg) => arg.startsWith('-')) || args.length > 1) {
    say(USAGE);
    process.exitCode = args.includes('--help') || args.includes('-h') ? 0 : 2;
    return;
  }
  const config = loadConfig();
  const file = targetFile(args[0] ?? `${config.backupDir}${path.sep}`);
  const database = await appDatabase(config, say);
  try {
    const summary = await writeBackup(database.url, file);
    const total = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    say(`Backup written to ${summary.file}: ${total} rows in ${Object.keys(summary.rows).length} tables, schema ${summary.migration}`);
  } finally {
    await database.release();
  }
}

/** A folder (existing, or named with a trailing /) gets a new time-stamped file in it. */
function targetFile(target: string): string {
  const isFolder = target.endsWith('/') || (statSync(target, { throwIfNoEntry: false })?.isDirectory() ?? false);
  const file = isFolder ? path.join(target, backupFileName(new Date())) : target;
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  return path.resolve(file);
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

exitOnFailure('Backup failed', main(process.argv.slice(2)));
