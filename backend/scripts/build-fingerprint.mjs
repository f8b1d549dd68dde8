/**
 * The fingerprint of what the build read: every input's path, size and modification time, kept in dist/ by the build that
 * succeeded (`npm run build` forgets it first and records it last), so that `npm start` (build-if-changed.mjs) knows
 * whether dist/ is the build of the sources as they are.
 *
 *   node backend/scripts/build-fingerprint.mjs forget   before a build: a build that fails leaves none
 *   node backend/scripts/build-fingerprint.mjs record   after it
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FINGERPRINT_FILE = path.join(ROOT, 'dist/.build-fingerprint');
/** Everything the build reads: the sources, the build's own configuration and the installed dependencies' versions. */
const INPUTS = ['backend/src', 'common', 'frontend', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];
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

export function lastBuildFingerprint() {
  return existsSync(FINGERPRINT_FILE) ? readFileSync(FINGERPRINT_FILE, 'utf8').trim() : null;
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  const command = process.argv[2];
  if (command === 'forget') rmSync(FINGERPRINT_FILE, { force: true });
  else if (command === 'record') {
    mkdirSync(path.dirname(FINGERPRINT_FILE), { recursive: true });
    writeFileSync(FINGERPRINT_FILE, `${buildFingerprint()}\n`);
  } else {
    console.error('Usage: node backend/scripts/build-fingerprint.mjs forget|record');
    process.exit(2);
  }
}
