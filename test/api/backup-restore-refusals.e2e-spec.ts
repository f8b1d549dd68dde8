import { chmodSync, chownSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../backend/src/database/mikro-orm.config';
import type { BackupHeader, TableStart } from '../../backend/src/database/backup/backup-file';
import { textSession } from '../../backend/src/database/backup/database-session';
import { databaseIsEmpty, restoreBackup } from '../../backend/src/database/restore/restore-backup';
import { writeBackup } from '../../backend/src/database/backup/write-backup';
import { migrationsList } from '../../backend/src/database/migrations';
import { MAX_LINE_BYTES } from '../../backend/src/database/backup/backup-file';
import { TABLES_OF_EVERY_BACKUP } from '../../backend/src/database/backup/backed-up-tables';
import { backupFileLines, checksums, runCommand, writeBackupLines } from '../support/backup-files';
import { freshDatabase } from '../support/fresh-database';

const quiet = { log: () => undefined };
const CRAFTED_ROLE = 'crafted_superuser';
const OWNER_ID = '7f0d7c52-8d0e-4f4f-9a53-0c4f2f4b7a11';

type Line = BackupHeader | TableStart | (string | null)[] | { end: true; rows: Record<string, number> };

/** Writes `lines` as a backup whose end counts every block's rows, so the only fault is the one crafted in. */
function craftedBackup(file: string, lines: Line[]): string {
  const rows: Record<string, number> = {};
  let table = '';
  for (const line of lines) {
    if (Array.isArray(line)) rows[table] += 1;
    else if ('table' in line) rows[(table = line.table)] = 0;
  }
  return writeBackupLines(file, [...lines.filter((line) => !('end' in line)), { end: true, rows }]);
}

/** The lines of a table block: its start, then its rows. */
const block = (table: string, columns: string[], ...rows: (string | null)[][]): Line[] => [{ table, columns }, ...rows];

/** A pg_authid row making a superuser that may log in. */
const superuserRow = (): Line[] =>
  block(
    'pg_catalog.pg_authid',
    ['oid', 'rolname', 'rolsuper', 'rolinherit', 'rolcreaterole', 'rolcreatedb', 'rolcanlogin', 'rolreplication', 'rolbypassrls', 'rolconnlimit'],
    ['3999999999', CRAFTED_ROLE, 't', 't', 't', 't', 't', 't', 't', '-1'],
  );

/** A row of `columns` with the given values, null in the others. */
const migrationRow = (columns: string[], values: Record<string, string>): (string | null)[] => columns.map((column) => values[column] ?? null);

/** Migrates a new database to `migration` (all when absent) and gives it the shop's owner. */
async function shopDatabase(purpose: string, migration?: string): Promise<string> {
  const databaseUrl = await freshDatabase(purpose);
  const orm = await MikroORM.init({ ...ormOptions(databaseUrl), logger: () => undefined });
  try {
    await orm.getMigrator().up(migration ? { to: migration } : undefined);
    // The display name came with a later migration than some of these databases stop at.
    const displayName = migration ? { column: '', value: '' } : { column: ', display_name', value: ", 'dono'" };
    await orm.em
      .getConnection()
      .execute(
        `insert into barber (id, username, username_key, username_skeleton, password_hash, role${displayName.column}) values ('${OWNER_ID}', 'dono', 'dono', 'dono', 'x', 'owner'${displayName.value})`,
      );
  } finally {
    await orm.close();
  }
  return databaseUrl;
}

async function query(databaseUrl: string, sql: string): Promise<Record<string, string>[]> {
  const client = await textSession(databaseUrl, 'backup-test');
  try {
    return (await client.query<Record<string, string>>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('a restore trusts nothing in the file', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'barbearia-crafted-'));
  let good: Line[];
  let emptyUrl: string;
  let replacedUrl: string;
  let replacedBefore: Record<string, string>;

  beforeAll(async () => {
    const goodFile = path.join(folder, 'good.jsonl.gz');
    await writeBackup(await shopDatabase('crafted_source'), goodFile);
    good = backupFileLines(goodFile) as Line[];
    emptyUrl = await freshDatabase('crafted_empty');
    replacedUrl = await freshDatabase('crafted_replaced');
    await restoreBackup(replacedUrl, goodFile, { replace: false, ...quiet });
    for (const databaseUrl of [emptyUrl, replacedUrl]) await query(databaseUrl, 'create schema outside; create table outside.secrets (note text)');
    replacedBefore = await checksums(replacedUrl);
  }, 120_000);

  /** The good file's lines with `extra` inserted before its first table. */
  const withFirst = (...extra: Line[]): Line[] => [good[0], ...extra, ...good.slice(1)];
  /** The good file's lines with `edit` applied to the start of `table`, and to each of its rows. */
  const editing = (table: string, start: (line: TableStart) => TableStart, row: (line: (string | null)[]) => (string | null)[]): Line[] => {
    let inTable = false;
    return good.map((line) => {
      if (Array.isArray(line)) return inTable ? row(line) : line;
      if (!('table' in line)) return line;
      inTable = line.table === table;
      return inTable ? start(line) : line;
    });
  };

  const tableStart = (table: string) => good.find((line): line is TableStart => !Array.isArray(line) && 'table' in line && line.table === table)!;
  /** The good file's lines without `table`'s block. */
  const withoutTable = (table: string): Line[] => {
    let inTable = false;
    return good.filter((line) => {
      if (!Array.isArray(line) && 'table' in line) inTable = line.table === table;
      return !inTable;
    });
  };
  /** A login_failure block of `count` rows, as a probe's file of that one table had (400,000 of them). */
  const loginFailures = (count: number): Line[] => {
    const { columns } = tableStart('public.login_failure');
    const values: Record<string, string> = { username_key: 'dono', address_key: '203.0.113.9', attempted_at: '2026-11-25 03:00:00+00' };
    return block(
      'public.login_failure',
      columns,
      ...Array.from({ length: count }, (_, i) => migrationRow(columns, { id: String(i + 1), ...values })),
    );
  };

  const crafted: [string, () => Line[], string][] = [
    [
      'a block for pg_catalog.pg_authid',
      () => withFirst(...superuserRow()),
      'The backup names a table this app does not have: pg_catalog.pg_authid.',
    ],
    [
      'a table in another schema',
      () => withFirst(...block('outside.secrets', ['note'], ['planted'])),
      'The backup names a table this app does not have: outside.secrets.',
    ],
    [
      'a job queue table a backup does not keep',
      () => withFirst(...block('pgboss.archive', ['name'], ['x'])),
      'this app does not have: pgboss.archive.',
    ],
    [
      'a table of public the schema does not have',
      () => withFirst(...block('public.crafted_table', ['note'], ['x'])),
      'this app does not have: public.crafted_table.',
    ],
    [
      'an extra column on an app table',
      () =>
        editing(
          'public.barber',
          (start) => ({ ...start, columns: [...start.columns, 'crafted_column'] }),
          (row) => [...row, 'x'],
        ),
      'The backup names a column the table public.barber does not have: crafted_column.',
    ],
    [
      'the same table twice',
      () => [...good.slice(0, -1), ...block('public.weekday_off', ['barber_id', 'weekday'], [OWNER_ID, '0'])],
      'The backup holds the table public.weekday_off twice.',
    ],
    [
      'a file of one table (login_failure), without the shop’s',
      () => [good[0], ...loginFailures(3)],
      `lacks the shop's tables ${TABLES_OF_EVERY_BACKUP.join(', ')}: a backup of this app holds every table, so this is not a whole backup`,
    ],
    [
      'a table of its schema left out (the barbers’ photos)',
      () => withoutTable('public.barber_photo'),
      'The backup lacks the tables public.barber_photo of its schema',
    ],
    [
      'a column of an app table left out',
      () =>
        editing(
          'public.barber',
          (start) => ({ ...start, columns: start.columns.filter((column) => column !== 'password_hash') }),
          (row) => row.filter((_, index) => tableStart('public.barber').columns[index] !== 'password_hash'),
        ),
      'The backup lacks the column password_hash of public.barber',
    ],
  ];

  it.each(crafted)('refuses %s, and leaves an empty database empty', async (name, lines, message) => {
    const file = craftedBackup(path.join(folder, `${name}.jsonl.gz`), lines());
    await expect(restoreBackup(emptyUrl, file, { replace: false, ...quiet })).rejects.toThrow(message);
    const client = await textSession(emptyUrl, 'backup-test');
    expect(await databaseIsEmpty(client)).toBe(true);
    await client.end();
    expect(await query(emptyUrl, `select count(*) as roles from pg_roles where rolname = '${CRAFTED_ROLE}'`)).toEqual([{ roles: '0' }]);
    expect(await query(emptyUrl, 'select count(*) as notes from outside.secrets')).toEqual([{ notes: '0' }]);
  });

  it.each(crafted)('refuses %s with --replace, and leaves the database as it was', async (name, lines, message) => {
    const file = craftedBackup(path.join(folder, `${name} (replace).jsonl.gz`), lines());
    await expect(restoreBackup(replacedUrl, file, { replace: true, ...quiet })).rejects.toThrow(message);
    expect(await checksums(replacedUrl)).toEqual(replacedBefore);
    expect(await query(replacedUrl, `select count(*) as roles from pg_roles where rolname = '${CRAFTED_ROLE}'`)).toEqual([{ roles: '0' }]);
    expect(await query(replacedUrl, 'select count(*) as notes from outside.secrets')).toEqual([{ notes: '0' }]);
  });

  it('leaves the database as it was when a row fails half-way through the load, with --replace or into an empty one', async () => {
    // The last table with rows gets a row PostgreSQL refuses: the tables before it are loaded by then.
    const lastTable = good.findLast((line, i) => !Array.isArray(line) && 'table' in line && Array.isArray(good[i + 1])) as TableStart;
    const lines = [...good];
    lines.splice(
      good.indexOf(lastTable) + 1,
      0,
      lastTable.columns.map(() => 'not a valid value'),
    );
    const file = craftedBackup(path.join(folder, 'bad row.jsonl.gz'), lines);
    await expect(restoreBackup(replacedUrl, file, { replace: true, ...quiet })).rejects.toThrow('invalid input syntax');
    expect(await checksums(replacedUrl)).toEqual(replacedBefore);
    await expect(restoreBackup(emptyUrl, file, { replace: false, ...quiet })).rejects.toThrow('invalid input syntax');
    const client = await textSession(emptyUrl, 'backup-test');
    expect(await databaseIsEmpty(client)).toBe(true);
    await client.end();
  }, 60_000);

  it('refuses a migrations table that claims migrations the schema has not had (they would never run)', async () => {
    const older = 'Migration20261127030000_push_bounds';
    const olderFile = path.join(folder, 'older.jsonl.gz');
    await writeBackup(await shopDatabase('crafted_older', older), olderFile);
    const later = migrationsList.slice(migrationsList.findIndex((migration) => migration.name === older) + 1);
    let id = 1000;
    const lines = (backupFileLines(olderFile) as Line[]).flatMap((line) =>
      'table' in line && line.table === 'public.mikro_orm_migrations'
        ? [line, ...later.map((migration) => migrationRow(line.columns, { id: String(id++), name: migration.name }))]
        : [line],
    );
    const file = craftedBackup(path.join(folder, 'claims later migrations.jsonl.gz'), lines);
    await expect(restoreBackup(emptyUrl, file, { replace: false, ...quiet })).rejects.toThrow(
      `The backup's migrations table does not match its schema (${older})`,
    );
    const client = await textSession(emptyUrl, 'backup-test');
    expect(await databaseIsEmpty(client)).toBe(true);
    await client.end();
  }, 60_000);

  describe('npm run restore, on a file it cannot use', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'barbearia-data-'));
    const file = (name: string, content: string | Buffer): string => {
      const at = path.join(folder, name);
      writeFileSync(at, content);
      return at;
    };
    const header = (): string => JSON.stringify(good[0]);

    const unusable: [string, () => string, string][] = [
      ['a file that does not exist', () => path.join(folder, 'nowhere.jsonl.gz'), 'does not exist.'],
      [
        'a folder',
        () => (mkdirSync(path.join(folder, 'a-folder.jsonl.gz'), { recursive: true }), path.join(folder, 'a-folder.jsonl.gz')),
        'is a folder',
      ],
      ['a cut-off file', () => file('cut.jsonl.gz', gzipSync(Buffer.from(`${header()}\n`)).subarray(0, 20)), 'is not a complete gzip file'],
      ['a file that is not gzip', () => file('text.jsonl.gz', 'just some text\n'), 'is not a complete gzip file'],
      ['a gzip file that is not a backup', () => file('other.jsonl.gz', gzipSync('{"hello":"world"}\n')), 'is not a backup of this app.'],
      ['a line that is not JSON', () => file('broken.jsonl.gz', gzipSync(`${header()}\n{"table": "public.barber", "col\n`)), 'line 2 is not JSON'],
    ];

    it.each(unusable)(
      'refuses %s in one line on stderr, without a stack trace',
      async (_name, target, reason) => {
        const restore = await runCommand('restore', [target()], { DATABASE_URL: emptyUrl, DATA_DIR: dataDir });
        expect(restore.code).toBe(1);
        expect(restore.stderr).toMatch(/^Restore failed: [^\n]+ Nothing was restored\.\n$/);
        expect(restore.stderr).toContain(reason);
        expect(restore.stderr).not.toContain('    at ');
      },
      60_000,
    );

    it('refuses a file of one table with --replace --yes before touching the database: the shop keeps its barbers and all', async () => {
      const oneTable = craftedBackup(path.join(folder, 'login failures only.jsonl.gz'), [good[0], ...loginFailures(1000)]);
      const restore = await runCommand('restore', [oneTable, '--replace', '--yes'], { DATABASE_URL: replacedUrl, DATA_DIR: dataDir });
      expect(restore.code).toBe(1);
      expect(restore.stderr).toBe(
        `Restore failed: ${oneTable} lacks the shop's tables ${TABLES_OF_EVERY_BACKUP.join(', ')}: a backup of this app holds every table, so ` +
          'this is not a whole backup (restoring it would leave the shop without them). Nothing was restored.\n',
      );
      expect(restore.stdout).not.toContain('Emptied');
      expect(await checksums(replacedUrl)).toEqual(replacedBefore);
      expect(await query(replacedUrl, 'select username from barber')).toEqual([{ username: 'dono' }]);
    }, 60_000);

    /** `npm run restore` of `file` (--replace, into the shop's database), with the peak of its resident memory in bytes. */
    const restoreMeasured = async (file: string) => {
      const peakMemoryFile = path.join(folder, 'peak-memory');
      const restore = await runCommand('restore', [file, '--replace', '--yes'], {
        DATABASE_URL: replacedUrl,
        DATA_DIR: dataDir,
        NODE_OPTIONS: `--require ${path.resolve(__dirname, '../support/peak-memory.cjs')}`,
        PEAK_MEMORY_FILE: peakMemoryFile,
      });
      return { ...restore, peakMemory: Number(readFileSync(peakMemoryFile, 'utf8')) };
    };

    it('refuses a line longer than the cap as soon as the cap is read, in bounded memory, with the database as it was', async () => {
      // A row of 256 MiB (gzipped to a few hundred kB), written as a stream: the test never holds it either.
      const longLine = path.join(folder, 'one long line.jsonl.gz');
      const tableLine = JSON.stringify(tableStart('public.barber'));
      async function* lines(): AsyncGenerator<string> {
        yield `${JSON.stringify(good[0])}\n${tableLine}\n["`;
        for (let mib = 0; mib < 256; mib += 1) yield 'a'.repeat(1024 * 1024);
        yield '"]\n';
      }
      await pipeline(Readable.from(lines()), createGzip({ level: 1 }), createWriteStream(longLine));
      // The command's own memory (Node, the app's modules, their TypeScript compiled as it loads them): on a file refused at its first line.
      const { peakMemory: ownMemory } = await restoreMeasured(file('not a backup.jsonl.gz', gzipSync('{"hello":"world"}\n')));

      const started = Date.now();
      const restore = await restoreMeasured(longLine);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toBe(
        `Restore failed: ${longLine} line 3 is longer than ${MAX_LINE_BYTES / 1024 / 1024} MiB, more than any backup of this app holds: ` +
          'the file is damaged or is not a backup. Nothing was restored.\n',
      );
      // At most the cap's worth of the line (16 MiB) and some room: before, the whole line (the probe's 600 MB line took 760 MB).
      expect(restore.peakMemory - ownMemory).toBeLessThan(48 * 1024 * 1024);
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(await checksums(replacedUrl)).toEqual(replacedBefore);
    }, 60_000);

    it('refuses a file it may not read in one line on stderr', async () => {
      const unreadable = file('unreadable.jsonl.gz', readFileSync(path.join(folder, 'good.jsonl.gz')));
      // Another user's file that only they may read (root reads any file: runCommand takes that power away).
      if (process.getuid?.() === 0) chownSync(unreadable, 65534, 65534);
      chmodSync(unreadable, 0o000);
      const ownDataDir = mkdtempSync(path.join(tmpdir(), 'barbearia-data-'));
      const restore = await runCommand('restore', [unreadable], { DATABASE_URL: emptyUrl, DATA_DIR: ownDataDir }, '', true);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toBe(`Restore failed: ${unreadable} cannot be read: permission denied. Nothing was restored.\n`);
    }, 60_000);
  });
});
