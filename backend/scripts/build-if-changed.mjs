/**
 * `npm start`'s build step: runs `npm run build` only when a source of the build changed since the last build, so a restart
 * with nothing changed starts the app at once instead of rebuilding the backend and the frontend (about 45 s on a 2-core
 * machine). What changed is told by the fingerprint every successful `npm run build` keeps in dist/ (build-fingerprint.mjs),
 * by hand or from here.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildFingerprint, lastBuildFingerprint } from './build-fingerprint.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILT_FILES = ['dist/server/backend/src/main.js', 'dist/frontend/index.html', 'dist/frontend-server/entry-server.cjs'];

if (buildFingerprint() === lastBuildFingerprint() && BUILT_FILES.every((file) => existsSync(path.join(ROOT, file)))) {
  console.log('Nothing changed since the last build: starting it (npm run build rebuilds by hand).');
} else {
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}
