import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EmbeddedPostgresError, reasonOf } from './embedded-postgres-error';

/** The superuser every embedded cluster is created with. */
export const SUPERUSER_NAME = 'postgres';

/**
 * The password every embedded cluster had until a second outside probe logged in with it: any
 * local user or process could read every client's data. A cluster that still has it is given the
 * generated one on start.
 */
export const OLD_WELL_KNOWN_PASSWORD = 'postgres';

/** The file in DATA_DIR that keeps the embedded cluster's superuser password. */
export const PASSWORD_FILE_NAME = 'postgres-password';

/** Letters, digits, `-` and `_` only: safe inside a URL and inside a quoted SQL literal. */
const PASSWORD_SHAPE = /^[A-Za-z0-9_-]{32,}$/;

export interface SuperuserPassword {
  password: string;
  file: string;
}

/**
 * The embedded cluster's superuser password, kept in `<dataDir>/postgres-password` with mode 0600
 * (readable by the app's user only; as root the server's `postgres` user can't read it either).
 * Generated (32 random bytes) on the first start that needs it.
 */
export function superuserPassword(dataDir: string): SuperuserPassword {
  const file = path.join(dataDir, PASSWORD_FILE_NAME);
  try {
    const password = readFileSync(file, 'utf8').trim();
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    if (!PASSWORD_SHAPE.test(password)) {
      throw new EmbeddedPostgresError(
        `${file} does not hold a password the app generated (32 or more letters, digits, - or _): delete it only if the embedded PostgreSQL still has its old password, or put the generated one back.`,
      );
    }
    return { password, file };
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) throw error;
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new EmbeddedPostgresError(`The embedded PostgreSQL's password file ${file} cannot be read (${reasonOf(error)}): fix its owner or mode.`);
    }
  }
  const password = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${password}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL's password cannot be written to ${file} (${reasonOf(error)}): set DATA_DIR to a folder you may write to.`,
    );
  }
  return { password, file };
}
