import { BACKUP_FORMAT } from '../backup/backup-file';
import { TABLES_OF_EVERY_BACKUP } from '../backup/backed-up-tables';
import { BackupFileCheck } from './check-backup-file';

const header = { format: BACKUP_FORMAT, formatVersion: 1, createdAt: '2026-11-25T03:00:00.000Z', migration: 'Migration1', queueSchemaVersion: 24 };
const barber = { table: 'public.barber', columns: ['id', 'username'] };
/** The other tables every backup holds, empty. */
const otherTables = TABLES_OF_EVERY_BACKUP.filter((table) => table !== barber.table).map((table) => ({ table, columns: ['id'] }));
const noRowsOf = (tables: { table: string }[]) => Object.fromEntries(tables.map(({ table }) => [table, 0]));

/** Feeds the lines to a check of file `f.jsonl.gz`, then finishes it. */
function check(...lines: unknown[]) {
  const file = new BackupFileCheck('f.jsonl.gz');
  for (const line of lines) file.line(line);
  return file.finish();
}

describe('BackupFileCheck', () => {
  it('passes a whole backup: its header, tables, rows and counts', () => {
    expect(
      check(
        header,
        barber,
        ['1', 'ana'],
        ['2', null],
        ...otherTables,
        { table: 'pgboss.job', columns: ['id'] },
        { end: true, rows: { 'public.barber': 2, ...noRowsOf(otherTables), 'pgboss.job': 0 } },
      ),
    ).toEqual({
      header,
      tables: [barber, ...otherTables, { table: 'pgboss.job', columns: ['id'] }],
      rows: { 'public.barber': 2, ...noRowsOf(otherTables), 'pgboss.job': 0 },
    });
  });

  it('refuses a file without the tables every backup holds, naming them', () => {
    const loginFailures = { table: 'public.login_failure', columns: ['id'] };
    expect(() => check(header, loginFailures, ['1'], { end: true, rows: { 'public.login_failure': 1 } })).toThrow(
      `f.jsonl.gz lacks the shop's tables ${TABLES_OF_EVERY_BACKUP.join(', ')}: a backup of this app holds every table, so this is not a whole backup`,
    );
    const withoutAppointments = otherTables.filter(({ table }) => table !== 'public.appointment');
    expect(() =>
      check(header, barber, ...withoutAppointments, { end: true, rows: { 'public.barber': 0, ...noRowsOf(withoutAppointments) } }),
    ).toThrow("f.jsonl.gz lacks the shop's tables public.appointment:");
  });

  it.each([
    [
      'a table outside public and the kept queue tables',
      [{ table: 'pg_catalog.pg_authid', columns: ['rolname'] }],
      'The backup names a table this app does not have: pg_catalog.pg_authid.',
    ],
    ['a queue table a backup does not keep', [{ table: 'pgboss.version', columns: ['version'] }], 'this app does not have: pgboss.version.'],
    ['a table without a schema', [{ table: 'barber', columns: ['id'] }], 'this app does not have: barber.'],
    ['public without a table', [{ table: 'public.', columns: ['id'] }], 'this app does not have: public..'],
    ['a table twice', [barber, barber], 'The backup holds the table public.barber twice.'],
    ['a column twice', [{ table: 'public.barber', columns: ['id', 'id'] }], 'The backup names the column id of public.barber twice.'],
    ['a table without columns', [{ table: 'public.barber', columns: [] }], 'f.jsonl.gz line 2 is not a table with its columns: the file is damaged.'],
    ['a column that is not text', [{ table: 'public.barber', columns: ['id', 1] }], 'line 2 is not a table with its columns'],
    ['a row before any table', [['1']], 'f.jsonl.gz has a row before any table.'],
    ['a row narrower than its table', [barber, ['1']], 'f.jsonl.gz line 3 has 1 values where public.barber has 2 columns: the file is damaged.'],
    ['a row wider than its table', [barber, ['1', 'ana', 'x']], 'line 3 has 3 values where public.barber has 2 columns'],
    ['a value that is neither text nor null', [barber, ['1', { evil: true }]], 'line 3 holds a value that is neither text nor null'],
    ['a line of another kind', [{ something: 'else' }], 'line 2 is neither a table, a row nor the end'],
    ['a line after the end', [{ end: true, rows: {} }, barber], 'f.jsonl.gz has lines after its end.'],
    ['an end that leaves a table out', [barber, ['1', 'ana'], { end: true, rows: {} }], 'f.jsonl.gz line 4 does not count the rows of public.barber'],
    [
      'an end with another count',
      [barber, ['1', 'ana'], { end: true, rows: { 'public.barber': 2 } }],
      'holds 1 rows of public.barber where it should hold 2',
    ],
    ['an end counting a table the file does not hold', [{ end: true, rows: { 'public.barber': 0 } }], 'line 2 counts tables the file does not hold'],
  ])('refuses %s', (_name, lines, message) => {
    expect(() => check(header, ...lines, { end: true, rows: {} })).toThrow(message);
  });

  it.each([
    ['something else than a backup', { hello: 'world' }, 'f.jsonl.gz is not a backup of this app.'],
    ['a header without its schema version', { ...header, migration: undefined }, 'f.jsonl.gz line 1 is not a complete header: the file is damaged.'],
    ['a newer format', { ...header, formatVersion: 2 }, 'was written by a newer version of the app (backup format 2)'],
  ])('refuses %s as its header', (_name, first, message) => {
    expect(() => check(first, { end: true, rows: {} })).toThrow(message);
  });

  it('refuses an empty file and one without an end', () => {
    expect(() => check()).toThrow('f.jsonl.gz is empty.');
    expect(() => check(header, barber, ['1', 'ana'])).toThrow('f.jsonl.gz has no end: the backup was cut off.');
  });
});
