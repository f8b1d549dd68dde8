import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeFailure } from './describe-failure';
import { EmbeddedPostgresError, reasonOf } from './embedded-postgres-error';
import { PostgresBinaries } from './postgres-binaries';
import { SystemUser } from './postgres-system-user';
import { SUPERUSER_NAME } from './superuser-password';

export interface ClusterSettings {
  binaries: PostgresBinaries;
  /** The cluster folder (PGDATA). */
  directory: string;
  port: number;
  /** Who the programs run as: the `postgres` system user when the app is root, else the app's own user. */
  user: SystemUser | null;
  /** Extra server settings, e.g. `['-c', 'fsync=off']` for throwaway test clusters. */
  flags?: string[];
  /** Extra initdb options, e.g. `['--no-sync']` for throwaway test clusters. */
  initdbFlags?: string[];
  /** The superuser's password (letters, digits, - and _): set by create(), used by url(). */
  password: string;
}

const READY = 'database system is ready to accept connections';

/**
 * One PostgreSQL cluster in a folder: created with initdb, run as a child process of the app.
 * It listens on 127.0.0.1 only (no Unix socket) and asks the superuser for its password.
 * Every failure becomes an EmbeddedPostgresError sentence, including a program that can't be
 * spawned at all (no unhandled `error` event).
 */
export class PostgresCluster {
  private server: ChildProcess | null = null;
  private readonly killOnExit = () => this.abandon();

  constructor(private readonly settings: ClusterSettings) {}

  get directory(): string {
    return this.settings.directory;
  }

  get exists(): boolean {
    return existsSync(path.join(this.settings.directory, 'PG_VERSION'));
  }

  /** The superuser's connection URL; `password` to try another than the cluster's own. */
  url(database: string, password = this.settings.password): string {
    return `postgresql://${SUPERUSER_NAME}:${encodeURIComponent(password)}@127.0.0.1:${this.settings.port}/${database}`;
  }

  async create(): Promise<void> {
    const { directory, user, binaries, initdbFlags = [] } = this.settings;
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    if (user) chownSync(directory, user.uid, user.gid);
    const passwordFile = this.writePasswordFile();
    try {
      const args = [
        `--pgdata=${directory}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER_NAME}`,
        `--pwfile=${passwordFile}`,
        '--lc-messages=C',
        ...initdbFlags,
      ];
      const { code, output } = await this.run(binaries.initdb, args);
      if (code !== 0) throw new EmbeddedPostgresError(describeFailure(output, this.failedStep('create')));
    } finally {
      rmSync(passwordFile, { force: true });
    }
  }

  /** Resolves once the server accepts connections; rejects with the reason it stopped. */
  start(): Promise<void> {
    const { directory, port, flags = [] } = this.settings;
    // No Unix socket: the app connects over TCP, and a socket in /tmp is one more door for local users.
    const args = [
      '-D',
      directory,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'lc_messages=C',
      ...flags,
    ];
    const server = this.spawn(this.settings.binaries.postgres, args);
    this.server = server;
    process.on('exit', this.killOnExit);
    return new Promise<void>((resolve, reject) => {
      let output = '';
      const onOutput = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes(READY)) {
          server.stderr!.off('data', onOutput);
          server.stderr!.resume(); // keep reading, or a full pipe would block the server
          resolve();
        }
      };
      server.stderr!.on('data', onOutput);
      server.once('error', (error) => {
        if (this.server === server) this.forget();
        reject(this.cannotRun(error));
      });
      // 'close', not 'exit': only then has all of its stderr been read. On a busy machine 'exit' can come
      // before the last chunk (the reason it stopped), and the failure would read "it wrote nothing".
      server.once('close', () => {
        if (this.server === server) this.forget();
        reject(new EmbeddedPostgresError(describeFailure(output, this.failedStep('start'))));
      });
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.forget();
    if (server.exitCode !== null || server.signalCode !== null) return;
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGINT'); // PostgreSQL's "fast" shutdown: ends sessions, writes a checkpoint
    });
  }

  /** Asks a running server to shut down without waiting, for a process that is about to die. */
  abandon(): void {
    this.server?.kill('SIGINT');
  }

  private forget(): void {
    this.server = null;
    process.off('exit', this.killOnExit);
  }

  /** initdb reads the superuser's password from a file, which must be readable by the user it runs as. */
  private writePasswordFile(): string {
    const file = path.join(tmpdir(), `barbearia-pg-password-${randomBytes(8).toString('hex')}`);
    writeFileSync(file, `${this.settings.password}\n`, { flag: 'wx', mode: 0o600 });
    if (this.settings.user) chownSync(file, this.settings.user.uid, this.settings.user.gid);
    return file;
  }

  private run(program: string, args: string[]): Promise<{ code: number | null; output: string }> {
    const child = this.spawn(program, args);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    return new Promise((resolve, reject) => {
      child.once('error', (error) => reject(this.cannotRun(error, program)));
      child.once('close', (code) => resolve({ code, output }));
    });
  }

  /**
   * Runs a PostgreSQL program as the cluster's user, with a small environment of its own: the
   * app's (secrets included) would be readable by that user in /proc.
   */
  private spawn(program: string, args: string[]): ChildProcess {
    const { user } = this.settings;
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_MESSAGES: 'C' };
    for (const name of ['LANG', 'LC_CTYPE', 'LC_COLLATE', 'TZ']) if (process.env[name]) env[name] = process.env[name];
    // LC_ALL would override LC_MESSAGES, so it is passed on as the locale of text instead.
    if (process.env.LC_ALL) env.LC_CTYPE = env.LC_COLLATE = process.env.LC_ALL;
    return spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'], ...(user ? { uid: user.uid, gid: user.gid } : {}) });
  }

  private cannotRun(error: Error, program = this.settings.binaries.postgres): EmbeddedPostgresError {
    return new EmbeddedPostgresError(
      `The PostgreSQL program ${program} cannot be run (${reasonOf(error)}): run npm install again, or set DATABASE_URL to a PostgreSQL server of your own.`,
    );
  }

  private failedStep(step: 'create' | 'start') {
    return { step, directory: this.settings.directory, port: this.settings.port };
  }
}
