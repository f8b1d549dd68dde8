import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPTS = ['build-if-changed.mjs', 'build-fingerprint.mjs'];
/** The project's own `npm run build`, whose steps the tree below fakes. */
const BUILD = (JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as { scripts: { build: string } }).scripts.build;

/**
 * A project tree of its own with `npm start`'s build step in it and the project's `npm run build`, whose steps (the
 * backend's and the frontend's builds) only count their runs and leave what a real build leaves in dist/: the step is
 * tested without building the app.
 */
function projectTree(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'build-if-changed-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('backend/src/main.ts', 'console.log("app");\n');
  write('frontend/src/main.tsx', 'export {};\n');
  write(
    'fake-build.js',
    `const fs = require('fs');
if (process.argv[2] === 'frontend') fs.appendFileSync('builds.log', 'built\\n');
fs.mkdirSync('dist/server/backend/src', { recursive: true });
fs.mkdirSync('dist/frontend', { recursive: true });
fs.mkdirSync('dist/frontend-server', { recursive: true });
fs.writeFileSync('dist/server/backend/src/main.js', '');
fs.writeFileSync('dist/frontend/index.html', '');
fs.writeFileSync('dist/frontend-server/entry-server.cjs', '');
`,
  );
  const scripts = { build: BUILD, 'build:backend': 'node fake-build.js backend', 'build:frontend': 'node fake-build.js frontend' };
  write('package.json', JSON.stringify({ name: 'tree', private: true, scripts }));
  mkdirSync(path.join(root, 'backend/scripts'));
  for (const script of SCRIPTS) copyFileSync(path.resolve(__dirname, '../../backend/scripts', script), path.join(root, 'backend/scripts', script));
  return root;
}

describe("npm start's build step (backend/scripts/build-if-changed.mjs)", () => {
  let root: string;
  beforeEach(() => (root = projectTree()));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const start = () => execFileSync('node', ['backend/scripts/build-if-changed.mjs'], { cwd: root, encoding: 'utf8' });
  const builds = () => readFileSync(path.join(root, 'builds.log'), 'utf8').split('\n').filter(Boolean).length;

  it('builds on the first start, skips the build while nothing changed, and builds again after a source changes', () => {
    start();
    expect(builds()).toBe(1);
    expect(start()).toContain('Nothing changed since the last build');
    expect(builds()).toBe(1);

    writeFileSync(path.join(root, 'frontend/src/main.tsx'), 'export const changed = true;\n');
    start();
    expect(builds()).toBe(2);
    start();
    expect(builds()).toBe(2);
  });

  it('starts without building after npm run build by hand, which leaves the fingerprint the start checks', () => {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
    expect(builds()).toBe(1);
    expect(start()).toContain('Nothing changed since the last build');
    expect(builds()).toBe(1);
  });

  it('builds again after a build that failed, though no source changed since the one before', () => {
    start();
    const fakeBuild = path.join(root, 'fake-build.js');
    const working = readFileSync(fakeBuild, 'utf8');
    writeFileSync(fakeBuild, 'process.exit(1);\n');
    expect(() => execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' })).toThrow();
    writeFileSync(fakeBuild, working);
    start();
    expect(builds()).toBe(2);
  });

  it('builds again when the build it made is gone, though no source changed', () => {
    start();
    rmSync(path.join(root, 'dist/frontend'), { recursive: true });
    start();
    expect(builds()).toBe(2);
  });
});
