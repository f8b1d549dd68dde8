import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { backedUpTables } from '../../backend/src/database/backup/backed-up-tables';
import { BackupHeader, backupLines } from '../../backend/src/database/backup/backup-file';
import { BackupFileCheck } from '../../backend/src/database/restore/check-backup-file';
import { textSession } from '../../backend/src/database/backup/database-session';

/** Each table's row count and an md5 of its rows (every column, generated ones too) in a fixed order. */
export async function checksums(databaseUrl: string): Promise<Record<string, string>> {
  const client = await textSession(databaseUrl, 'backup-test-checksums');
  try {
    const sums: Record<string, string> = {};
    for (const table of await backedUpTables(client)) {
      const { rows } = await client.query<{ count: string; sum: string }>(
        `select count(*) as count, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
           from (select * from ${table.qualified}${table.where ? ` where ${table.where}` : ''}) t`,
      );
      sums[table.key] = `${rows[0].count} ${rows[0].sum}`;
    }
    return sums;
  } finally {
    await client.end();
  }
}

/** The file's rows by table, as objects of column to text. */
export async function readBackup(file: string): Promise<{ header: BackupHeader; tables: Record<string, Record<string, string | null>[]> }> {
  const check = new BackupFileCheck(file);
  let header: BackupHeader | undefined;
  let columns: string[] = [];
  let rows: Record<string, string | null>[] = [];
  const tables: Record<string, Record<string, string | null>[]> = {};
  for await (const value of backupLines(file)) {
    const line = check.line(value);
    if (line.kind === 'header') header = line.header;
    else if (line.kind === 'table') {
      columns = line.start.columns;
      tables[line.start.table] = rows = [];
    } else if (line.kind === 'row') rows.push(Object.fromEntries(columns.map((column, i) => [column, line.row[i]])));
  }
  return { header: header!, tables };
}

/** A backup's lines, parsed, to change and write back with writeBackupLines. */
export function backupFileLines(file: string): unknown[] {
  return gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown);
}

export function writeBackupLines(file: string, lines: unknown[]): string {
  writeFileSync(file, gzipSync(lines.map((line) => JSON.stringify(line)).join('\n') + '\n'));
  return file;
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr as they came. */
  output: string;
}

/**
 * Runs `npm run backup` or `npm run restore`'s entry (TypeScript, as Jest compiles it) with the app's settings in
 * `env`. `withoutReadingEveryFile`: as root, the command runs without the capabilities that let root read any
 * file (setpriv, util-linux), so a file only another user may read is refused to it as to that user, while the
 * project's own files, root's, stay readable wherever the clone is (a private folder included).
 */
export function runCommand(
  entry: 'backup' | 'restore',
  args: string[],
  env: NodeJS.ProcessEnv,
  input = '',
  withoutReadingEveryFile = false,
): Promise<CommandResult> {
  const command = [process.execPath, '-r', path.join(__dirname, 'register-ts.cjs'), path.join(__dirname, `../../backend/src/${entry}.ts`), ...args];
  const asRoot = process.getuid?.() === 0;
  const [file, ...rest] =
    withoutReadingEveryFile && asRoot ? ['setpriv', '--bounding-set=-dac_override,-dac_read_search', '--', ...command] : command;
  const child = spawn(file, rest, { env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', ...env } });
  const result: CommandResult = { code: null, stdout: '', stderr: '', output: '' };
  child.stdout.on('data', (chunk: Buffer) => ((result.stdout += chunk.toString()), (result.output += chunk.toString())));
  child.stderr.on('data', (chunk: Buffer) => ((result.stderr += chunk.toString()), (result.output += chunk.toString())));
  child.stdin.end(input);
  return new Promise((resolve) => child.on('close', (code) => resolve({ ...result, code })));
}
