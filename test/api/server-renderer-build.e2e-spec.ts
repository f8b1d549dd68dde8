import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { TestApp } from '../support/test-app';

const ROOT = path.resolve(__dirname, '../..');
/** What `npm run build:frontend` runs (package.json), each build into the test's own folder instead of dist/. */
const FRONTEND_BUILDS = [
  ['vite', 'build', '--config', 'frontend/vite.config.mts', '--outDir'],
  ['vite', 'build', '--config', 'frontend/vite.config.mts', '--ssr', 'src/server/entry-server.tsx', '--outDir'],
];
const SHOP_NAME = 'Navalha do Teste';
const STARTUP_LINE =
  /Server rendering is off: (.+)\. The public pages are served as the app's shell \(index\.html\) without server rendering, for the browser to render; run npm run build to rebuild the server renderer\./;
/** index.html as the app's shell: the browser's app renders into the empty root. */
const SHELL = '<!doctype html><html lang="pt-BR"><head><title>Barbearia</title></head><body><div id="root"></div></body></html>';

/** The app on `frontendDir`, its log lines (warnings and worse) kept. */
async function startOn(frontendDir: string): Promise<{ t: TestApp; logLines: () => string[] }> {
  const lines: string[] = [];
  const t = await TestApp.start({ FRONTEND_DIR: frontendDir, SHOP_NAME, LOG_LEVEL: 'warn' }, { write: (line: string) => void lines.push(line) });
  return { t, logLines: () => lines.map((line) => String((JSON.parse(line) as { msg: unknown }).msg)) };
}

describe('the server renderer as built and loaded', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(path.join(tmpdir(), 'server-renderer-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  // The two builds take about 30 s on a quiet 2-core machine, more than twice that on a busy one.
  it('renders the public pages on the server from a frontend built under NODE_ENV=development (a production build all the same)', async () => {
    const env = { ...process.env, NODE_ENV: 'development' };
    for (const [index, build] of FRONTEND_BUILDS.entries()) {
      const outDir = path.join(folder, index === 0 ? 'frontend' : 'frontend-server');
      await promisify(execFile)('npx', [...build, outDir], { cwd: ROOT, env });
    }
    const clientScripts = readdirSync(path.join(folder, 'frontend/assets')).filter((file) => file.endsWith('.js'));
    expect(clientScripts.filter((file) => readFileSync(path.join(folder, 'frontend/assets', file), 'utf8').includes('jsxDEV'))).toEqual([]);
    // ASCII only (the server build's charset): Node keeps the renderer's sources while the app runs, a file two bytes per
    // character if one is past U+00FF.
    const serverFiles = readdirSync(path.join(folder, 'frontend-server'));
    expect(serverFiles.length).toBeGreaterThan(1);
    const pastAscii = serverFiles.filter((file) => readFileSync(path.join(folder, 'frontend-server', file), 'utf8').search(/[\u0080-\uffff]/) !== -1);
    expect(pastAscii).toEqual([]);

    const { t, logLines } = await startOn(path.join(folder, 'frontend'));
    try {
      const response = await t.get('/');
      expect(response.status).toBe(200);
      const root = /<div id="root">(.*)<\/div><script type="application\/json" id="server-state">/s.exec(String(response.body));
      expect(root?.[1]).toContain(SHOP_NAME);
      expect(root?.[1]).toContain('href="/agenda/barbeiro"');
      expect(logLines()).toEqual([]);
    } finally {
      await t.close();
    }
  }, 180_000);

  it.each([
    ['missing', null, /entry-server\.cjs is missing$/],
    ['cut short', 'module.exports = { answerGet: async function (', /entry-server\.cjs fails: Unexpected end of input$/],
    [
      'unable to render (JSX of a development build against React’s production build)',
      `module.exports = {
        openPageDocuments: () => ({ scriptSources: [], document: () => '' }),
        checkRendering: async () => { throw new TypeError('(0 , r.jsxDEV) is not a function'); },
      };`,
      /entry-server\.cjs fails: \(0 , r\.jsxDEV\) is not a function$/,
    ],
  ])('says once at start that a renderer %s leaves the public pages to the browser, and serves them the shell', async (_case, bundle, cause) => {
    mkdirSync(path.join(folder, 'frontend'));
    writeFileSync(path.join(folder, 'frontend/index.html'), SHELL);
    if (bundle !== null) {
      mkdirSync(path.join(folder, 'frontend-server'));
      writeFileSync(path.join(folder, 'frontend-server/entry-server.cjs'), bundle);
    }

    const { t, logLines } = await startOn(path.join(folder, 'frontend'));
    try {
      const told = logLines().filter((line) => STARTUP_LINE.test(line));
      expect(told).toHaveLength(1);
      expect(STARTUP_LINE.exec(told[0])![1]).toMatch(cause);
      for (const url of ['/', '/agenda/barbeiro', '/']) {
        const response = await t.get(url);
        expect(response.status).toBe(200);
        expect(String(response.body)).toBe(SHELL);
      }
      expect(logLines()).toEqual(told);
    } finally {
      await t.close();
    }
  });
});
