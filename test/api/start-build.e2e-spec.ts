import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../backend/scripts/build-if-changed.mjs');

/**
 * A project tree of its own with `npm start`'s build step in it, whose `npm run build` only counts its runs and leaves
 * what a real build leaves in dist/: the step is tested without building the app.
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
fs.appendFileSync('builds.log', 'built\\n');
fs.mkdirSync('dist/backend', { recursive: true });
fs.mkdirSync('dist/frontend', { recursive: true });
fs.mkdirSync('dist/frontend-server', { recursive: true });
fs.writeFileSync('dist/backend/main.js', '');
fs.writeFileSync('dist/frontend/index.html', '');
fs.writeFileSync('dist/frontend-server/entry-server.cjs', '');
`,
  );
  write('package.json', JSON.stringify({ name: 'tree', private: true, scripts: { build: 'node fake-build.js' } }));
  mkdirSync(path.join(root, 'backend/scripts'));
  copyFileSync(SCRIPT, path.join(root, 'backend/scripts/build-if-changed.mjs'));
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

  it('builds again when the build it made is gone, though no source changed', () => {
    start();
    rmSync(path.join(root, 'dist/frontend'), { recursive: true });
    start();
    expect(builds()).toBe(2);
  });
});
