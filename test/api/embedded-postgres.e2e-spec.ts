import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { EmbeddedDatabase, EmbeddedPostgresError, startEmbeddedPostgres } from '../../backend/src/database/embedded-postgres';
import { clusterFolder } from '../../backend/src/database/embedded-postgres/cluster-folder';
import { postgresBinaries } from '../../backend/src/database/embedded-postgres/postgres-binaries';
import { PostgresCluster } from '../../backend/src/database/embedded-postgres/postgres-cluster';
import { postgresSystemUser } from '../../backend/src/database/embedded-postgres/postgres-system-user';
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

  /** How a login as `postgres` with `password` ends: 'connected', or the SQLSTATE it was refused with. */
  async function loginAsPostgres(port: number, password: string): Promise<string> {
    const client = new Client({ connectionString: `postgresql://postgres:${password}@127.0.0.1:${port}/postgres` });
    try {
      await client.connect();
      return 'connected';
    } catch (error) {
      return (error as { code?: string }).code ?? String(error);
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  it('gives the superuser a generated password kept in DATA_DIR with mode 0600, refuses postgres/postgres, listens on 127.0.0.1 only', async () => {
    const dataDir = path.join(folder(), 'data');
    const port = await freePort();
    const database = await startEmbeddedPostgres({ dataDir, dataDirIsDefault: false, port, log: () => undefined });
    try {
      const passwordFile = path.join(dataDir, 'postgres-password');
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      const password = readFileSync(passwordFile, 'utf8').trim();
      expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(decodeURIComponent(new URL(database.url).password)).toBe(password);

      expect(await loginAsPostgres(port, 'postgres')).toBe('28P01'); // invalid_password
      expect(await loginAsPostgres(port, '')).not.toBe('connected');
      expect(await loginAsPostgres(port, password)).toBe('connected');

      const client = new Client({ connectionString: database.url });
      await client.connect();
      const settings = await client.query(
        `select name, setting from pg_settings where name in ('listen_addresses', 'unix_socket_directories', 'password_encryption') order by name`,
      );
      await client.end();
      expect(settings.rows).toEqual([
        { name: 'listen_addresses', setting: '127.0.0.1' },
        { name: 'password_encryption', setting: 'scram-sha-256' },
        { name: 'unix_socket_directories', setting: '' },
      ]);
    } finally {
      await database.stop();
    }
  });

  it('gives a data folder made with the old postgres/postgres a generated password on start, keeps its data, and says so once', async () => {
    const dataDir = path.join(folder(), 'data');
    mkdirSync(dataDir);
    const port = await freePort();
    const user = postgresSystemUser();
    // The cluster as earlier versions made it: password authentication, superuser postgres/postgres.
    const old = new PostgresCluster({
      binaries: postgresBinaries(user, () => undefined),
      directory: path.join(dataDir, 'postgres'),
      port,
      user,
      password: 'postgres',
      initdbFlags: ['--auth=password', '--no-sync'],
    });
    await old.create();
    await old.start();
    const before = new Client({ connectionString: old.url('postgres') });
    await before.connect();
    await before.query('create database barbearia');
    await before.end();
    const app = new Client({ connectionString: old.url('barbearia') });
    await app.connect();
    await app.query(`create table client_data as select 'Maria Souza'::text as name`);
    await app.end();
    await old.stop();

    const lines: string[] = [];
    const database = await startEmbeddedPostgres({ dataDir, dataDirIsDefault: false, port, log: (line) => lines.push(line) });
    const passwordFile = path.join(dataDir, 'postgres-password');
    try {
      expect(lines.filter((line) => line.includes('password'))).toEqual([
        `The embedded PostgreSQL in ${database.directory} still had the well-known superuser password "postgres": it now has a generated one, kept in ${passwordFile} (mode 0600)`,
      ]);
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      expect(await loginAsPostgres(port, 'postgres')).toBe('28P01');
      const client = new Client({ connectionString: database.url });
      await client.connect();
      expect((await client.query('select name from client_data')).rows).toEqual([{ name: 'Maria Souza' }]);
      await client.end();
    } finally {
      await database.stop();
    }

    const again: string[] = [];
    const restarted = await startEmbeddedPostgres({ dataDir, dataDirIsDefault: false, port, log: (line) => again.push(line) });
    await restarted.stop();
    expect(again.filter((line) => line.includes('password'))).toEqual([]);

    // The password file lost: a new one would not open the cluster, and start-up says what to do.
    rmSync(passwordFile);
    expect(await failureOf(startEmbeddedPostgres({ dataDir, dataDirIsDefault: false, port, log: () => undefined }))).toBe(
      `The embedded PostgreSQL in ${restarted.directory} refuses the password kept in ${passwordFile}: put back the file it was created with, or set DATABASE_URL to a PostgreSQL server of your own.`,
    );
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

    it('sets aside, and keeps, the data an earlier data folder at the same path left there once that folder is gone', () => {
      const privateProject = mkdtempSync(path.join(tmpdir(), 'barbearia-private-'));
      folders.push(privateProject);
      const dataDir = path.join(privateProject, 'app', 'data');
      const home = folder();
      const choose = (log: (line: string) => void = () => undefined) =>
        clusterFolder({ dataDir, dataDirIsDefault: true, user: otherUser, log, relocatedHome: home });
      // The first start: the cluster and, in the data folder, its password.
      const cluster = choose();
      mkdirSync(cluster);
      writeFileSync(path.join(cluster, 'PG_VERSION'), '18\n');
      writeFileSync(path.join(dataDir, 'postgres-password'), 'a'.repeat(43));
      expect(choose()).toBe(cluster);
      expect(existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true);

      // The project deleted and cloned again at the same path: a data folder without the password.
      rmSync(path.join(privateProject, 'app'), { recursive: true });
      const lines: string[] = [];
      expect(choose((line) => lines.push(line))).toBe(cluster);
      expect(existsSync(cluster)).toBe(false);
      const [aside] = readdirSync(home).filter((name) => name.includes('-left-'));
      expect(readFileSync(path.join(home, aside, 'postgres', 'PG_VERSION'), 'utf8')).toBe('18\n');
      expect(lines[0]).toBe(
        `The embedded PostgreSQL data in ${path.dirname(cluster)} was left by an earlier ${dataDir} whose password file is gone: it is kept in ` +
          `${path.join(home, aside)} (delete that folder if its data is no longer wanted), and a new database is made`,
      );
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
