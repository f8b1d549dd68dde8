/**
 * `npm start`'s build step: runs `npm run build` only when a source of the build changed since the last one it made, so a
 * restart with nothing changed starts the app at once instead of rebuilding the backend and the frontend (about 45 s on a
 * 2-core machine). What changed is told by a fingerprint of every input's path, size and modification time, kept in
 * dist/ after a successful build; `npm run build` by hand leaves none, so the next start builds once more.
 */
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FINGERPRINT_FILE = path.join(ROOT, 'dist/.build-fingerprint');
/** Everything the build reads: the sources, the build's own configuration and the installed dependencies' versions. */
const INPUTS = ['backend/src', 'frontend', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];
const SKIPPED = new Set(['node_modules', 'dist']);

function inputFiles(entry) {
  const absolute = path.join(ROOT, entry);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [entry];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((child) => !SKIPPED.has(child.name))
    .flatMap((child) => inputFiles(path.join(entry, child.name)));
}

export function buildFingerprint() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(inputFiles).sort()) {
    const { size, mtimeMs } = statSync(path.join(ROOT, file));
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

function lastBuildFingerprint() {
  return existsSync(FINGERPRINT_FILE) ? readFileSync(FINGERPRINT_FILE, 'utf8').trim() : null;
}

const fingerprint = buildFingerprint();
const BUILT_FILES = ['dist/backend/main.js', 'dist/frontend/index.html', 'dist/frontend-server/entry-server.cjs'];
if (fingerprint === lastBuildFingerprint() && BUILT_FILES.every((file) => existsSync(path.join(ROOT, file)))) {
  console.log('Nothing changed since the last build: starting it (npm run build rebuilds by hand).');
} else {
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  writeFileSync(FINGERPRINT_FILE, `${fingerprint}\n`);
}
