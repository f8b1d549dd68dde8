import { ChildProcessByStdio, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { TEST_VAPID_KEYS } from './test-app';

const ROOT = path.resolve(__dirname, '../..');

/** What the app prints once it serves. */
export const READY = 'Barbearia ready';

/**
 * The app's real entry point (`npm start`'s main.ts, compiled by SWC as Jest compiles it) in a child `node`, as production
 * runs it: NODE_ENV=production unless `env` says otherwise, a data folder of its own, a free port, JSON logs. `preloads`
 * are test/support files required before it.
 */
export function spawnEntryPoint(env: NodeJS.ProcessEnv, preloads: string[] = []): ChildProcessByStdio<null, Readable, Readable> {
  const required = ['register-ts.cjs', ...preloads].flatMap((file) => ['-r', path.join(ROOT, 'test/support', file)]);
  return spawn(process.execPath, [...required, path.join(ROOT, 'backend/src/main.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'barbearia-entry-')),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_FORMAT: 'json',
      ...TEST_VAPID_KEYS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
