import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { EmbeddedDatabase, EmbeddedPostgresError, startEmbeddedPostgres } from '../../backend/src/database/embedded-postgres';
import { clusterFolder } from '../../backend/src/database/embedded-postgres/cluster-folder';
import { freePort } from '../support/free-port';

jest.setTimeout(180_000);

/** A folder every user may enter, as /srv or /opt would be. */
function openFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'barbearia-embedded-'));
  chmodSync(folder, 0o755);
  return folder;
}

/** Runs `start` and returns the EmbeddedPostgresError sentence it failed with. */
async function failureOf(start: Promise<EmbeddedDatabase>): Promise<string> {
  const error = await start.then(
    (database) => database.stop().then(() => new Error('it started')),
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(EmbeddedPostgresError);
  const sentence = (error as Error).message;
  expect(sentence).not.toContain('\n');
  return sentence;
}

describe('the embedded PostgreSQL of npm start', () => {
  const folders: string[] = [];
  const folder = () => {
    const created = openFolder();
    folders.push(created);
    return created;
  };
  afterAll(() => folders.forEach((created) => rmSync(created, { recursive: true, force: true })));

  it('starts, creates the app database, and on a busy port or data folder fails with one sentence naming the fix', async () => {
    const lines: string[] = [];
    const dataDir = path.join(folder(), 'data');
    const port = await freePort();
    const database = await startEmbeddedPostgres({ dataDir, dataDirIsDefault: false, port, log: (line) => lines.push(line) });
    try {
      expect(database.directory).toBe(path.join(dataDir, 'postgres'));
      expect(lines).toContain(`Creating the embedded PostgreSQL cluster in ${database.directory}`);
      const client = new Client({ connectionString: database.url });
      await client.connect();
      expect((await client.query('select current_database() as name')).rows).toEqual([{ name: 'barbearia' }]);
      await client.end();

      const otherDataDir = path.join(folder(), 'data');
      expect(await failureOf(startEmbeddedPostgres({ dataDir: otherDataDir, dataDirIsDefault: false, port, log: () => undefined }))).toBe(
        `Port ${port} is already taken by another program, so the embedded PostgreSQL cannot listen on it: stop that program or set EMBEDDED_DB_PORT to a free port.`,
      );

      const otherPort = await freePort();
      expect(await failureOf(startEmbeddedPostgres({ dataDir, dataDirIsDefault: false, port: otherPort, log: () => undefined }))).toBe(
        `The embedded PostgreSQL data in ${database.directory} is in use by another running server (another copy of the app?): stop that one first, or set DATA_DIR to another folder.`,
      );
    } finally {
      await database.stop();
    }
  });

  it('says so in one sentence when DATA_DIR cannot be created', async () => {
    const file = path.join(folder(), 'a-file');
    writeFileSync(file, '');
    const dataDir = path.join(file, 'data');
    expect(await failureOf(startEmbeddedPostgres({ dataDir, dataDirIsDefault: false, port: await freePort(), log: () => undefined }))).toBe(
      `DATA_DIR ${dataDir} cannot be created (ENOTDIR): set DATA_DIR to a folder you may write to.`,
    );
  });

  describe('run as root, where the server runs as another user', () => {
    // An account that can't enter a private folder of ours, whoever runs the tests.
    const otherUser = { name: 'nobody', uid: 65534, gid: 65534 };

    it('moves the default data folder somewhere that user can reach, and says where', () => {
      const privateProject = mkdtempSync(path.join(tmpdir(), 'barbearia-private-'));
      folders.push(privateProject);
      const dataDir = path.join(privateProject, 'app', 'data');
      const home = folder();
      const lines: string[] = [];
      const chosen = clusterFolder({ dataDir, dataDirIsDefault: true, user: otherUser, log: (line) => lines.push(line), relocatedHome: home });
      expect(path.dirname(path.dirname(chosen))).toBe(home);
      expect(chosen).toMatch(/\/app-[0-9a-f]{10}\/postgres$/);
      expect(existsSync(path.dirname(chosen))).toBe(true);
      expect(lines).toEqual([`The "nobody" user cannot reach ${dataDir}, so the embedded PostgreSQL keeps its data in ${chosen}`]);
      // The same project finds the same folder again.
      expect(clusterFolder({ dataDir, dataDirIsDefault: true, user: otherUser, log: () => undefined, relocatedHome: home })).toBe(chosen);
    });

    it('refuses an explicit DATA_DIR that user cannot reach, in one sentence naming the fix', () => {
      const privateProject = mkdtempSync(path.join(tmpdir(), 'barbearia-private-'));
      folders.push(privateProject);
      const dataDir = path.join(privateProject, 'data');
      const home = folder();
      expect(() => clusterFolder({ dataDir, dataDirIsDefault: false, user: otherUser, log: () => undefined, relocatedHome: home })).toThrow(
        new EmbeddedPostgresError(
          `The "nobody" user that runs the embedded PostgreSQL cannot enter DATA_DIR ${dataDir} (a folder above it is private): ` +
            `set DATA_DIR to a folder it can reach, such as ${path.join(home, 'data')}, or leave DATA_DIR unset.`,
        ),
      );
    });
  });
});
