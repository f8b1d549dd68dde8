// Starts the built app (dist/server/backend/src/main.js) as a child process with its own embedded
// PostgreSQL in a throw-away data folder, and stops it again.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(ROOT, 'dist/server/backend/src/main.js');

/**
 * The environment settings and V8 flags `npm start` runs the app with (package.json's start:prod,
 * `[NAME=value ...] node [flags] dist/server/backend/src/main.js`), so the benchmark measures what it starts.
 */
const START_COMMAND = (() => {
  const script = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts['start:prod'];
  const match = /^((?:[A-Z_]+=\S+ )*)node((?: --[\w-]+(?:=\S+)?)*) dist\/server\/backend\/src\/main\.js$/.exec(script);
  if (!match) throw new Error(`package.json's start:prod is not "[NAME=value ...] node [flags] dist/server/backend/src/main.js": ${script}`);
  const words = (text) => text.trim().split(' ').filter(Boolean);
  return { env: Object.fromEntries(words(match[1]).map((setting) => setting.split('='))), nodeFlags: words(match[2]) };
})();
export const NODE_FLAGS = START_COMMAND.nodeFlags;
export const START_ENV = START_COMMAND.env;

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the app on free ports with a fresh DATA_DIR, so (without `databaseUrl`) it creates its own
 * embedded PostgreSQL 18, migrates and seeds the owner "barbeiro". An external `databaseUrl` must
 * point to an empty database: the benchmark seeds into it.
 */
export async function startApp({ databaseUrl, env: extraEnv = {}, dataDir: reusedDataDir, command, nodeArgs = [] } = {}) {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build:backend" first.`);
  const port = await freePort();
  const dbPort = await freePort();
  const dataDir = reusedDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'barbearia-bench-'));
  // As root, the embedded PostgreSQL runs as the unprivileged "postgres" user, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const env = appEnvironment({ port, dbPort, dataDir, databaseUrl, extraEnv });

  // `command` (e.g. npm start) runs in a process group of its own, so stopping it stops the app it started too.
  const [file, args] = command ?? [process.execPath, [...NODE_FLAGS, ...nodeArgs, MAIN]];
  const child = spawn(file, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: Boolean(command) });
  const { log, exited, hasExited } = watchChild(child);

  const app = {
    child,
    pid: child.pid,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    /** The embedded cluster's superuser password is generated into DATA_DIR on its first start. */
    get databaseUrl() {
      if (databaseUrl) return databaseUrl;
      const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
      return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${dbPort}/barbearia`;
    },
    embedded: !databaseUrl,
    grouped: Boolean(command),
    log,
    /** `keepData`: leave DATA_DIR (and its PostgreSQL cluster) for a later start. */
    stop: ({ keepData = false } = {}) => stopApp(app, exited, hasExited, keepData),
  };
  app.startupMs = await waitUntilHealthy(app, hasExited);
  return app;
}

/**
 * Strong values of the secrets production requires (as `openssl rand` and `npx web-push generate-vapid-keys` print them);
 * METRICS_TOKEN is optional there. With the VAPID keys given, the app does not make a key pair of its own at start.
 */
const PRODUCTION_SECRETS = {
  JWT_SECRET: '8DB6kfzvOjYsX0EQCEXffPp+CE2lBlh+ZLy6FDe6sXCKPOmF6OeY7L1dzVM+t4lI',
  ADMIN_PASSWORD: 'ZLyyuaXx2+XAtxYMPQ1MdvLG',
  VAPID_PUBLIC_KEY: 'BGAsasC9XTbtorjlLYYFz0hjiRTuANoCW9MFQdwLe4qWRvbTvoD8s2mJleahAv6UTteHI2wojKhwKQEtivFnn6k',
  VAPID_PRIVATE_KEY: 'xGECO9vsPUNQ7rsQD4UzxGder6EMd-CfQvILe1NGEKg',
  VAPID_SUBJECT: 'mailto:bench@barbearia.example',
};

/** The app's environment: `npm start`'s settings, the ports and folder of this run, then `extraEnv`; `DATABASE_URL` only when given. */
function appEnvironment({ port, dbPort, dataDir, databaseUrl, extraEnv }) {
  const env = {
    ...process.env,
    ...START_ENV,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_DB_PORT: String(dbPort),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // The benchmark books and asks for free times thousands of times from one address.
    RATE_LIMITS: 'off',
    // As in production, where API_DOCS is off unless set (NODE_ENV=test would serve the docs, and load @nestjs/swagger).
    API_DOCS: 'off',
    // Production's secrets are set, so start-up judges them (zxcvbn's dictionaries) as production's does.
    ...PRODUCTION_SECRETS,
    ...extraEnv,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

/** The last 400 chunks of a child's output (`log()`), and whether (`hasExited()`) and when (`exited`) it exited. */
function watchChild(child) {
  const log = [];
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 400) log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let hasExited = false;
  exited.then(() => (hasExited = true));
  return { log: () => log.join(''), exited, hasExited: () => hasExited };
}

/** Polls `GET /api/health` every 50 ms until it answers 200: the milliseconds that took. Stops the app if it exits or takes over 180 s. */
async function waitUntilHealthy(app, hasExited) {
  const started = Date.now();
  for (;;) {
    if (hasExited()) {
      await app.stop();
      throw new Error(`The app exited during start-up:\n${app.log()}`);
    }
    try {
      const response = await fetch(`${app.baseUrl}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) {
      await app.stop();
      throw new Error(`The app did not answer /api/health within 180 s:\n${app.log()}`);
    }
    await sleep(50);
  }
  return Date.now() - started;
}

/** SIGTERM (the app stops its embedded PostgreSQL on close), then make sure nothing is left, then remove the data. */
async function stopApp(app, exited, hasExited, keepData) {
  const signal = (name) => (app.grouped ? process.kill(-app.pid, name) : app.child.kill(name));
  if (!hasExited()) {
    signal('SIGTERM');
    let timer;
    const result = await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 30_000, null)))]);
    clearTimeout(timer);
    if (!result) {
      process.stderr.write(`[bench] app ${app.pid} did not exit 30 s after SIGTERM; sending SIGKILL\n`);
      signal('SIGKILL');
      await exited;
    }
  }
  if (app.embedded) await stopLeftoverPostgres(app.dataDir);
  if (!keepData) rmSync(app.dataDir, { recursive: true, force: true });
}

/** If the app died without stopping its PostgreSQL, stop that one server (by the pid in its postmaster.pid). */
async function stopLeftoverPostgres(dataDir) {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  // Started through npm, the app may still be closing its PostgreSQL when npm has already exited.
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
  if (!isAlive(pid)) return;
  process.stderr.write(`[bench] stopping leftover PostgreSQL ${pid}\n`);
  process.kill(pid, 'SIGINT'); // fast shutdown
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** VmRSS / VmHWM of one process, in MiB. */
export function processMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rssMiB: field('VmRSS'), hwmMiB: field('VmHWM') };
}

/** Proportional set size (shared pages split between sharers) of every descendant of `pid`, in MiB. */
export function descendantsPss(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const isDescendant = (candidate) => {
    for (let p = parents.get(candidate); p && p > 1; p = parents.get(p)) if (p === pid) return true;
    return false;
  };
  let kB = 0;
  let count = 0;
  for (const candidate of parents.keys()) {
    if (!isDescendant(candidate)) continue;
    try {
      const rollup = readFileSync(`/proc/${candidate}/smaps_rollup`, 'utf8');
      kB += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
      count++;
    } catch {
      // gone meanwhile
    }
  }
  return { pssMiB: kB / 1024, processes: count };
}

/** The bare Fastify + pg baseline (bare-server.mjs) on an app's database; resolves once it answers. */
export async function startBare(databaseUrl, { nodeArgs = [] } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, path.join(ROOT, 'test/bench/bare-server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  child.stdout.on('data', (chunk) => log.push(chunk.toString()));
  child.stderr.on('data', (chunk) => log.push(chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null || tries > 200) throw new Error(`The bare baseline did not start:\n${log.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  return {
    pid: child.pid,
    baseUrl,
    log: () => log.join(''),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
