import { execFileSync, spawnSync } from 'node:child_process';
import { EmbeddedPostgresError, reasonOf } from './embedded-postgres-error';

/** The unprivileged account the server runs as when the app runs as root. */
export interface SystemUser {
  name: string;
  uid: number;
  gid: number;
}

const NAME = 'postgres';

/**
 * PostgreSQL refuses to run as root. As root, the server runs as the system user `postgres`,
 * created here when missing; as anyone else it runs as that same user (null).
 */
export function postgresSystemUser(): SystemUser | null {
  if (process.getuid?.() !== 0) return null;
  return findUser() ?? createUser();
}

/**
 * Whether `user` can enter the folder or run the program `target`. Asked of the system by running
 * `test -x` as that user, so every parent folder's mode, ACLs and mount options count exactly as
 * they will for PostgreSQL.
 */
export function canExecute(user: SystemUser, target: string): boolean {
  return spawnSync('test', ['-x', target], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
}

function findUser(): SystemUser | null {
  try {
    const uid = Number(execFileSync('id', ['-u', NAME], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    const gid = Number(execFileSync('id', ['-g', NAME], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    return { name: NAME, uid, gid };
  } catch {
    return null;
  }
}

function createUser(): SystemUser {
  try {
    execFileSync('groupadd', ['--system', '-f', NAME], { stdio: 'ignore' });
    execFileSync('useradd', ['--system', '--gid', NAME, '--no-create-home', '--shell', '/usr/sbin/nologin', NAME], { stdio: 'ignore' });
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The app runs as root and could not create the system user "${NAME}" that the embedded PostgreSQL must run as (${reasonOf(error)}): ` +
        `create it yourself (useradd --system ${NAME}), run the app as a normal user, or set DATABASE_URL.`,
    );
  }
  const user = findUser();
  if (!user) throw new EmbeddedPostgresError(`The system user "${NAME}" was created but cannot be found: check /etc/passwd, or set DATABASE_URL.`);
  return user;
}
