import { createInterface } from 'node:readline/promises';
import { loadConfig } from './config/app-config';
import { appDatabase } from './database/backup/app-database';
import { exitOnFailure } from './database/backup/command-failure';
import { restoreBackup } from './database/restore/restore-backup';

const USAGE = 'Usage: npm run restore -- <file> [--replace [--yes]]';

/** `npm run restore -- <file>`: loads a backup into an empty database, or with --replace into the configured one. */
async function main(args: string[]): Promise<void> {
  const files = args.filter((arg) => !arg.startsWith('--'));
  const flags = new Set(args.filter((arg) => arg.startsWith('--')));
  const unknown = [...flags].filter((flag) => !['--replace', '--yes'].includes(flag));
  if (files.length !== 1 || unknown.length || flags.has('--help')) {
    say(USAGE);
    process.exitCode = 2;
    return;
  }
  const replace = flags.has('--replace');
  const config = loadConfig();
  if (
    replace &&
    !flags.has('--yes') &&
    !(await confirmed(config.databaseUrl ? 'the database of DATABASE_URL' : `the embedded database in ${config.dataDir}`))
  ) {
    say('Nothing was changed.');
    process.exitCode = 1;
    return;
  }
  const database = await appDatabase(config, say);
  try {
    const summary = await restoreBackup(database.url, files[0], { replace, log: say });
    const total = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    say(`Restored ${files[0]}: ${total} rows in ${Object.keys(summary.rows).length} tables, schema ${summary.migrated.at(-1) ?? summary.migration}`);
  } finally {
    await database.release();
  }
}

async function confirmed(what: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    // Standard input closed without an answer (nothing typed, or not a terminal) is a no.
    const closed = new Promise<string>((resolve) => prompt.once('close', () => resolve('')));
    const question = prompt.question(`This replaces everything in ${what} with the backup. Stop the app first. Type "yes" to go on: `);
    return (await Promise.race([question, closed])).trim() === 'yes';
  } finally {
    prompt.close();
  }
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

exitOnFailure('Restore failed', main(process.argv.slice(2)), 'Nothing was restored.');
