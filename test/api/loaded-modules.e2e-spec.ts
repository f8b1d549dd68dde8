import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshDatabase } from '../support/fresh-database';
import { READY, spawnEntryPoint } from '../support/entry-point';

/** The server renderer's build (`npm run build`), which the app loads. */
const SERVER_RENDERER = path.resolve(__dirname, '../../dist/frontend-server');
/** Fastify's line with the port PORT=0 got. */
const LISTENING = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;
/** As `openssl rand -base64 48` and `-base64 18` print: strong enough for production, so judged (zxcvbn) at start. */
const JWT_SECRET = 'vLOOdJzNZFSBxXZWdXrrA/i1kLI7YaP3o8Iu916vplcvuGPzu85hQTYW6Yru2zS8';
const ADMIN_PASSWORD = 'ZLyyuaXx2+XAtxYMPQ1MdvLG';

/**
 * Starts the app's real entry point as production runs it (secrets set, API docs off) on a fresh database (so it
 * migrates), answers one request that the validation refuses, and lists the files in Node's module cache then.
 */
async function modulesOfAServingApp(): Promise<string[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'loaded-modules-'));
  const modulesFile = path.join(folder, 'modules.txt');
  const child = spawnEntryPoint(
    { DATABASE_URL: await freshDatabase('loaded_modules'), JWT_SECRET, ADMIN_PASSWORD, LOADED_MODULES_FILE: modulesFile },
    ['loaded-modules.cjs'],
  );
  try {
    const port = await new Promise<string>((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const listening = LISTENING.exec(output);
        if (listening && output.includes(READY)) resolve(listening[1]);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => reject(new Error(`the app stopped (${code}): ${output}`)));
    });
    const refused = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 42 }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('VALIDATION_ERROR');
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(await home.text()).toContain('id="server-state"');
    child.kill('SIGUSR2');
    for (let waited = 0; !existsSync(modulesFile) && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    return readFileSync(modulesFile, 'utf8').split('\n');
  } finally {
    // Stopped and waited for: a child left running would keep Jest's worker from exiting.
    const exited = child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null;
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * What a running shop does not keep in memory (docs/performance.md): class-validator's index (libphonenumber-js's metadata
 * and every decorator with it), zxcvbn's dictionaries once start-up has judged the secrets, the migrator once it has
 * migrated, @nestjs/swagger without the API docs, web-push before a push is sent, and the server renderer's code of the
 * admin area, which it never renders.
 */
describe('the modules a serving app holds', () => {
  let modules: string[];
  beforeAll(async () => {
    modules = await modulesOfAServingApp();
  }, 60_000);

  it('has validated a request with class-validator, without its index', () => {
    expect(modules.some((file) => file.includes('/node_modules/class-validator/cjs/validation/Validator.js'))).toBe(true);
    expect(modules.filter((file) => file.endsWith('/node_modules/class-validator/cjs/index.js'))).toEqual([]);
    expect(modules.filter((file) => file.includes('/node_modules/libphonenumber-js/'))).toEqual([]);
  });

  it('has given zxcvbn up after judging the secrets at start', () => {
    expect(modules.filter((file) => file.includes('/node_modules/@zxcvbn-ts/'))).toEqual([]);
  });

  it('has forgotten the migrator once its fresh database was migrated', () => {
    const migrator = ['/node_modules/@mikro-orm/migrations/', '/node_modules/umzug/', '/node_modules/@rushstack/', '/database/migrations/Migration'];
    // MikroORM's version check reads every @mikro-orm package's package.json at every start.
    const code = modules.filter((file) => !file.endsWith('/package.json'));
    expect(code.filter((file) => migrator.some((part) => file.includes(part)))).toEqual([]);
  });

  it('has rendered the home page with its route’s code, without the admin area’s (its chart library)', () => {
    const rendererFiles = readdirSync(SERVER_RENDERER).map((file) => path.join(SERVER_RENDERER, file));
    const loaded = rendererFiles.filter((file) => modules.includes(file));
    const holdsCharts = (file: string) => readFileSync(file, 'utf8').includes('recharts');
    expect(loaded.length).toBeGreaterThan(1);
    expect(rendererFiles.filter(holdsCharts)).not.toEqual([]);
    expect(loaded.filter(holdsCharts)).toEqual([]);
  });

  it('has not loaded @nestjs/swagger with the API docs off', () => {
    expect(modules.filter((file) => file.includes('/node_modules/@nestjs/swagger/'))).toEqual([]);
  });

  it('has not loaded web-push before sending a push', () => {
    expect(modules.filter((file) => file.includes('/node_modules/web-push/'))).toEqual([]);
  });
});
