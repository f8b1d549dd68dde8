import { chownSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../backend/src/database/mikro-orm.config';
import { backupFileName } from '../../backend/src/database/backup/backup-file-name';
import { DailyBackup } from '../../backend/src/database/backup/daily-backup';
import { writeBackup } from '../../backend/src/database/backup/write-backup';
import { runCommand } from '../support/backup-files';
import { freshDatabase } from '../support/fresh-database';
import { TestApp } from '../support/test-app';

/** Another account (nobody): the one that plants files, when the tests run as root and may give it one. */
const OTHER_UID = 65534;
const asRoot = process.getuid?.() === 0;

const modeOf = (file: string): number => statSync(file).mode & 0o777;

describe("a backup's temporary file cannot be taken over", () => {
  let databaseUrl: string;
  const folder = (): string => mkdtempSync(path.join(tmpdir(), 'barbearia-shared-'));

  beforeAll(async () => {
    databaseUrl = await freshDatabase('backup_partial');
    const orm = await MikroORM.init({ ...ormOptions(databaseUrl), logger: () => undefined });
    await orm.getMigrator().up();
    await orm.close();
  }, 60_000);

  it('npm run backup refuses a <file>.partial another user made first, and leaves it as it was', async () => {
    const dir = folder();
    const file = path.join(dir, 'copia.jsonl.gz');
    const planted = `${file}.partial`;
    writeFileSync(planted, 'planted', { mode: 0o644 });
    if (asRoot) chownSync(planted, OTHER_UID, OTHER_UID);

    const backup = await runCommand('backup', [file], { DATABASE_URL: databaseUrl, DATA_DIR: folder() });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toBe(
      `Backup failed: ${planted} already exists (another backup being written to that name, or one that stopped half-way: check it, delete it and try again). Nothing was written.\n`,
    );
    expect(readFileSync(planted, 'utf8')).toBe('planted');
    expect(modeOf(planted)).toBe(0o644);
    if (asRoot) expect(statSync(planted).uid).toBe(OTHER_UID);
    expect(existsSync(file)).toBe(false);
  }, 60_000);

  it('does not write through a symbolic link planted at <file>.partial', async () => {
    const dir = folder();
    const victim = path.join(folder(), 'victim.txt');
    writeFileSync(victim, 'not a backup');
    const file = path.join(dir, 'copia.jsonl.gz');
    symlinkSync(victim, `${file}.partial`);

    await expect(writeBackup(databaseUrl, file)).rejects.toThrow(`${file}.partial already exists`);
    expect(readFileSync(victim, 'utf8')).toBe('not a backup');
    expect(lstatSync(`${file}.partial`).isSymbolicLink()).toBe(true);
    expect(existsSync(file)).toBe(false);
  });

  it("writes a file only its user may read, mode 0600 whatever the umask, and replaces a link at the file's name without following it", async () => {
    const dir = folder();
    const victim = path.join(folder(), 'victim.txt');
    writeFileSync(victim, 'not a backup');
    const file = path.join(dir, 'copia.jsonl.gz');
    symlinkSync(victim, file);
    // A umask that would leave the file unwritable (0400): the mode is set after the file is made.
    const umask = process.umask(0o277);
    try {
      await writeBackup(databaseUrl, file);
    } finally {
      process.umask(umask);
    }
    expect(lstatSync(file).isFile()).toBe(true);
    expect(modeOf(file)).toBe(0o600);
    expect(statSync(file).uid).toBe(process.getuid?.());
    expect(readFileSync(victim, 'utf8')).toBe('not a backup');
    expect(readdirSync(dir)).toEqual(['copia.jsonl.gz']);
  });

  it('the daily backup refuses links planted at the names it would write, and shows as failing', async () => {
    const dir = folder();
    const victim = path.join(folder(), 'victim.txt');
    writeFileSync(victim, 'not a backup');
    // Its file is named after the second it starts: every second of the next two minutes gets a link.
    const now = Date.now();
    for (let second = -1; second <= 120; second++) symlinkSync(victim, path.join(dir, `${backupFileName(new Date(now + second * 1000))}.partial`));
    const app = await TestApp.startOn(databaseUrl, { BACKUP_AT: 'off', BACKUP_DIR: dir });
    try {
      await app.app.get(DailyBackup).runDue();
      expect((await app.get('/api/health')).body.backup).toEqual({ lastSuccessAt: null, failing: true });
    } finally {
      await app.close();
    }
    expect(readFileSync(victim, 'utf8')).toBe('not a backup');
    expect(readdirSync(dir).filter((name) => !name.endsWith('.partial'))).toEqual([]);
    expect(readdirSync(dir).every((name) => lstatSync(path.join(dir, name)).isSymbolicLink())).toBe(true);
  }, 60_000);
});
