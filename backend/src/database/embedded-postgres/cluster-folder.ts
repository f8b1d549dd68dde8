import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { EmbeddedPostgresError, reasonOf } from './embedded-postgres-error';
import { SystemUser, canExecute } from './postgres-system-user';
import { PASSWORD_FILE_NAME } from './superuser-password';

/** Where root's default cluster goes when the project's ./data is out of the `postgres` user's reach. */
export const ROOT_DATA_HOME = '/var/lib/barbearia';

export interface ClusterFolderChoice {
  dataDir: string;
  /** DATA_DIR was not set, so the cluster may live elsewhere when ./data can't be reached. */
  dataDirIsDefault: boolean;
  /** Who runs the server: the `postgres` system user when the app is root, else the app's own user (null). */
  user: SystemUser | null;
  log: (line: string) => void;
  relocatedHome?: string;
}

/**
 * The cluster normally lives in `<dataDir>/postgres`. As root, the server runs as `postgres`,
 * which can't enter a project cloned into /root (mode 700). Then root's default cluster moves to
 * `/var/lib/barbearia/<project>-<hash of dataDir>/postgres`; an explicit DATA_DIR is never moved.
 * A cluster found there for a data folder without its password file was left by an earlier folder at the same path
 * (a project deleted and cloned again): it is set aside, not used nor deleted, and a new one is made.
 */
export function clusterFolder({ dataDir, dataDirIsDefault, user, log, relocatedHome = ROOT_DATA_HOME }: ClusterFolderChoice): string {
  const preferred = path.join(dataDir, 'postgres');
  createDataDir(dataDir);
  if (!user) return preferred;
  letOthersEnter(dataDir);
  const relocated = path.join(relocatedHome, `${path.basename(path.dirname(dataDir))}-${shortHash(dataDir)}`, 'postgres');
  if (existsSync(preferred)) return preferred;
  if (existsSync(relocated)) {
    if (existsSync(path.join(dataDir, PASSWORD_FILE_NAME))) return relocated;
    setAside(path.dirname(relocated), dataDir, log);
  }
  if (canExecute(user, dataDir)) return preferred;
  if (!dataDirIsDefault) {
    throw new EmbeddedPostgresError(
      `The "${user.name}" user that runs the embedded PostgreSQL cannot enter DATA_DIR ${dataDir} (a folder above it is private): ` +
        `set DATA_DIR to a folder it can reach, such as ${path.join(relocatedHome, 'data')}, or leave DATA_DIR unset.`,
    );
  }
  log(`The "${user.name}" user cannot reach ${dataDir}, so the embedded PostgreSQL keeps its data in ${relocated}`);
  mkdirSync(path.dirname(relocated), { recursive: true, mode: 0o755 });
  chmodSync(relocatedHome, 0o755);
  chmodSync(path.dirname(relocated), 0o755);
  return relocated;
}

/** The folder of a cluster whose data folder (with its password) is gone, renamed beside it; the log says where. */
function setAside(clusterHome: string, dataDir: string, log: (line: string) => void): void {
  const aside = `${clusterHome}-left-${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}`;
  renameSync(clusterHome, aside);
  log(
    `The embedded PostgreSQL data in ${clusterHome} was left by an earlier ${dataDir} whose password file is gone: it is kept in ${aside} ` +
      `(delete that folder if its data is no longer wanted), and a new database is made`,
  );
}

function createDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new EmbeddedPostgresError(`DATA_DIR ${dataDir} cannot be created (${reasonOf(error)}): set DATA_DIR to a folder you may write to.`);
  }
}

/** A 0700 DATA_DIR of root's own: the server's user may pass through it (not list it) to its cluster folder. */
function letOthersEnter(dataDir: string): void {
  const mode = statSync(dataDir).mode;
  if ((mode & 0o001) === 0) chmodSync(dataDir, mode | 0o011);
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}
