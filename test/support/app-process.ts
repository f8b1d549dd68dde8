import { ChildProcess, fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParentMessage } from './app-child';
import { ROOMY_RATE_LIMITS, type ApiResponse } from './test-app';

/** An answer over real HTTP: the in-process app's answer without the headers. */
export type HttpAnswer = Pick<ApiResponse, 'status' | 'body'>;

/** The app in a child process (test/support/app-child.ts), driven over real HTTP. */
export class AppProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly baseUrl: string,
  ) {}

  /** Starts the app on `databaseUrl` with the test defaults plus `env`, and waits until it listens. */
  static async start(databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<AppProcess> {
    const child = fork(path.join(__dirname, 'app-child.ts'), [], {
      execArgv: ['-r', path.join(__dirname, 'register-ts.cjs')],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'barbearia-data-')),
        ADMIN_PASSWORD: 'senha-de-teste',
        JWT_SECRET: 'segredo-de-teste',
        LOG_LEVEL: 'error',
        ...ROOMY_RATE_LIMITS,
        DATABASE_URL: databaseUrl,
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const { port } = await nextMessage<{ port: number }>(child, 'port');
    return new AppProcess(child, `http://127.0.0.1:${port}`);
  }

  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token?: string): Promise<HttpAnswer> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${this.baseUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  }

  /** Moves this instance's clock: "now" becomes the real time plus `offsetMs`. */
  async setClockOffset(offsetMs: number): Promise<void> {
    const answered = nextMessage(this.child, 'clockSet');
    this.child.send({ clockOffsetMs: offsetMs } satisfies ParentMessage);
    await answered;
  }

  /** Closes the app (its queue lets running jobs finish), then the process exits. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ stop: true } satisfies ParentMessage);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }
}

function nextMessage<T>(child: ChildProcess, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Record<string, unknown>) => {
      if (!(key in message)) return;
      cleanup();
      resolve(message as T);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`The app process exited (code ${code}) before answering.`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}
