import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_VAPID_KEYS } from '../support/test-app';

const ROOT = path.resolve(__dirname, '../..');
/** As `openssl rand -base64 48` prints. */
const STRONG_SECRET = 'vLOOdJzNZFSBxXZWdXrrA/i1kLI7YaP3o8Iu916vplcvuGPzu85hQTYW6Yru2zS8';

/** Runs the app's real entry point (`npm start`'s) in production with `env`; its exit code and output once it stops. */
function startInProduction(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', path.join(ROOT, 'test/support/register-ts.cjs'), path.join(ROOT, 'backend/src/main.ts')], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'barbearia-secrets-')),
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        PORT: '0',
        HOST: '127.0.0.1',
        ...TEST_VAPID_KEYS,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * A second outside probe started production with JWT_SECRET = 32 × "a", ADMIN_PASSWORD=1234567890
 * and the published demo password: each now stops `npm start` with a message that names the
 * variable and says how to make a good one, before anything listens.
 */
describe('weak secrets in production', () => {
  jest.setTimeout(90_000);

  it.each([
    [
      'a JWT_SECRET of one character repeated',
      { JWT_SECRET: 'a'.repeat(32), ADMIN_PASSWORD: 'tesoura afiada na gaveta' },
      'JWT_SECRET is one character repeated',
      'openssl rand -base64 48',
    ],
    [
      'a JWT_SECRET of 16 hex bytes',
      { JWT_SECRET: '3f9a0c1be24d5867f0a9c3e1b2d4f607', ADMIN_PASSWORD: 'tesoura afiada na gaveta' },
      'JWT_SECRET is hex of only 16 bytes',
      'openssl rand -base64 48',
    ],
    [
      'a common ADMIN_PASSWORD',
      { JWT_SECRET: STRONG_SECRET, ADMIN_PASSWORD: '1234567890' },
      'ADMIN_PASSWORD is the demo password or one of the most common passwords',
      'openssl rand -base64 18',
    ],
    [
      'the demo password',
      { JWT_SECRET: STRONG_SECRET, ADMIN_PASSWORD: 'barbearia123' },
      'ADMIN_PASSWORD is the demo password',
      'openssl rand -base64 18',
    ],
  ])('stops start-up with %s, saying how to generate a good one', async (_case, env, problem, advice) => {
    const { code, output } = await startInProduction(env);
    expect(code).toBe(1);
    expect(output).toContain(`Start-up failed: ${problem}`);
    expect(output).toContain(advice);
    expect(output).not.toContain('Barbearia ready');
  });
});
