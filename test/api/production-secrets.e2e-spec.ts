import { freshDatabase } from '../support/fresh-database';
import { READY, spawnEntryPoint } from '../support/entry-point';

/** As `openssl rand -base64 48` and `openssl rand -hex 32` print. */
const STRONG_SECRET = 'vLOOdJzNZFSBxXZWdXrrA/i1kLI7YaP3o8Iu916vplcvuGPzu85hQTYW6Yru2zS8';
const STRONG_TOKEN = '9c1f0e8a7b6d5c4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e';
const PASSPHRASE = 'tesoura afiada na gaveta';
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * Runs the app's real entry point (`npm start`'s) with `env` (NODE_ENV=production unless it says
 * otherwise) until it stops, or until it is ready, then stops it; its exit code and output.
 */
function startApp(env: NodeJS.ProcessEnv, databaseUrl = process.env.TEST_DATABASE_URL): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawnEntryPoint({ DATABASE_URL: databaseUrl, ...env });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * Outside probes started production with JWT_SECRET = 32 × "a", then with the alphabet in order
 * (an owner token forged with it answered 200 on the team page), METRICS_TOKEN = 32 × "a",
 * ADMIN_PASSWORD=1234567890, the demo password and Barbearia@123; a fourth one Senha@123456,
 * Palmeiras@123, Flamengo2026! (zxcvbn's score 3): each now stops `npm start`, judged by zxcvbn and
 * the common passwords folded (shared/strength/common-password.ts), with a message that names the
 * variable, says why and how to make a good one, before anything listens.
 */
describe('weak secrets in production', () => {
  jest.setTimeout(90_000);
  const strong = { JWT_SECRET: STRONG_SECRET, ADMIN_PASSWORD: PASSPHRASE };

  it.each([
    [
      'a JWT_SECRET of one character repeated',
      { ...strong, JWT_SECRET: 'a'.repeat(32) },
      'JWT_SECRET is too easy to guess',
      'openssl rand -base64 48',
    ],
    ['a JWT_SECRET of the alphabet in order', { ...strong, JWT_SECRET: ALPHABET }, 'JWT_SECRET is too easy to guess', 'openssl rand -base64 48'],
    [
      'a JWT_SECRET of 16 hex bytes',
      { ...strong, JWT_SECRET: '3f9a0c1be24d5867f0a9c3e1b2d4f607' },
      'JWT_SECRET is too easy to guess',
      'openssl rand -base64 48',
    ],
    [
      'a METRICS_TOKEN of one character repeated',
      { ...strong, METRICS_TOKEN: 'a'.repeat(32) },
      'METRICS_TOKEN is too easy to guess',
      'openssl rand -base64 48',
    ],
    ['a common ADMIN_PASSWORD', { ...strong, ADMIN_PASSWORD: '1234567890' }, 'ADMIN_PASSWORD is too easy to guess', 'openssl rand -base64 18'],
    ['the demo password', { ...strong, ADMIN_PASSWORD: 'barbearia123' }, 'ADMIN_PASSWORD is too easy to guess', 'openssl rand -base64 18'],
    ['the probe’s Barbearia@123', { ...strong, ADMIN_PASSWORD: 'Barbearia@123' }, 'ADMIN_PASSWORD is too easy to guess', 'openssl rand -base64 18'],
  ])('stops start-up with %s, saying how to generate a good one', async (_case, env, problem, advice) => {
    const { code, output } = await startApp(env);
    expect(code).toBe(1);
    expect(output).toContain(`Start-up failed: ${problem}`);
    expect(output).toContain(advice);
    expect(output).not.toContain(READY);
  });

  /** The fourth probe's: zxcvbn alone scores each 3; the word under the digits, symbols and year is a common password's. */
  it.each([
    ['Senha@123456', "'senha' followed by digits and symbols"],
    ['Senha@2026', "'senha' followed by a year and symbols"],
    // Mudar@123 itself is refused as shorter than 10 characters.
    ['Mudar@12345', "'mudar' followed by digits and symbols"],
    ['Palmeiras@123', "'palmeiras' followed by digits and symbols"],
    ['Flamengo2026!', "'flamengo' followed by a year and symbols"],
    ['Brasil2026!', "'brasil' followed by a year and symbols"],
    ['Corinthians@2025', "'corinthians' followed by a year and symbols"],
  ])('stops start-up with ADMIN_PASSWORD=%s, saying which common password it looks like', async (password, looksLike) => {
    const { code, output } = await startApp({ ...strong, ADMIN_PASSWORD: password });
    expect(code).toBe(1);
    expect(output).toContain(
      `Start-up failed: ADMIN_PASSWORD is too easy to guess (it looks like the common password word ${looksLike}), refused when NODE_ENV=production`,
    );
    expect(output).not.toContain(READY);
  });

  it('starts with secrets as openssl rand prints them and a passphrase of the owner’s own', async () => {
    const { output } = await startApp({ ...strong, METRICS_TOKEN: STRONG_TOKEN }, await freshDatabase('strong_secrets'));
    expect(output).toContain(READY);
    expect(output).not.toContain('too easy to guess');
  });

  it('outside production starts with the same weak secrets, warning of each', async () => {
    const weak = { NODE_ENV: 'development', JWT_SECRET: ALPHABET, ADMIN_PASSWORD: 'Barbearia@123', METRICS_TOKEN: 'a'.repeat(32) };
    const { output } = await startApp(weak, await freshDatabase('weak_secrets_outside_production'));
    expect(output).toContain(READY);
    for (const name of ['ADMIN_PASSWORD', 'JWT_SECRET', 'METRICS_TOKEN']) {
      expect(output).toContain(`${name} is too easy to guess`);
    }
    expect(output).toContain('NODE_ENV=production would refuse to start with it');
  });
});
